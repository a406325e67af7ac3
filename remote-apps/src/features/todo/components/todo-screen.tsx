import type { DemoTask } from '@timely/contract';
import { PageHeader, useMessages } from '@timely/shared-ui';
import { App, Card } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useTrashTask } from '../api/trash-task';
import { useUpdateTask } from '../api/update-task';
import { todoMessages } from '../messages/messages';
import { belongsTo, isKnownFilter, isTodoFilter } from '../utils/todo-filters';
import { TaskDetailsDrawer } from './task-details-drawer';
import { TaskFormDrawer } from './task-form-drawer';
import { TaskList } from './task-list';
import { TodoNav } from './todo-nav';

/** /todo/:filter: the demo to-do app (all, starred, important, completed, trashed, or a tag). */
export function TodoScreen() {
  const { filter } = useParams();
  if (!isKnownFilter(filter)) return <Navigate to="/todo/all" replace />;
  return <TodoApp filter={filter} />;
}

// the drawer open: adding a task, or an opened one (edited, or shown read-only from the trash)
type Open = { kind: 'add' } | { kind: 'task'; task: DemoTask } | null;

function TodoApp({ filter }: { filter: string }) {
  const t = useMessages(todoMessages);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const trashTask = useTrashTask();
  const updateTask = useUpdateTask();
  const [open, setOpen] = useState<Open>(null);
  const filterLabel = isTodoFilter(filter) ? t(`todo.filter.${filter}`) : t(`todo.tag.${filter as 'bug'}`);
  const opened = open?.kind === 'task' ? open.task : null;
  const close = () => setOpen(null);

  const trash = (task: DemoTask) => {
    close();
    trashTask.mutate(task);
  };

  return (
    <div style={{ width: '100%', maxWidth: 1100, margin: '0 auto' }}>
      <PageHeader title={t('todo.title')} subtitle={t('todo.subtitle')} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
        <TodoNav current={filter} onAdd={() => setOpen({ kind: 'add' })} />
        <Card
          title={filterLabel}
          styles={{ body: { paddingBlock: 12 } }}
          style={{ flex: '999 1 320px', minWidth: 0 }}
          role="region"
          aria-label={filterLabel}
        >
          <TaskList
            filter={filter}
            filterLabel={filterLabel}
            onOpen={(task) => setOpen({ kind: 'task', task })}
            onTrash={trash}
            onToggle={(task, changes) => updateTask.mutate({ id: task.id, ...changes })}
          />
        </Card>
      </div>
      <TaskFormDrawer
        // a new form for each task opened
        key={opened?.id ?? 'new'}
        open={open?.kind === 'add' || Boolean(opened && !opened.isTrashed)}
        task={opened && !opened.isTrashed ? opened : null}
        onClose={close}
        onTrash={trash}
        onSaved={(task) => {
          close();
          void message.success(t(opened ? 'todo.form.saved' : 'todo.form.added', { title: task.title }));
          if (!opened && !belongsTo(task, filter)) void navigate('/todo/all');
        }}
      />
      <TaskDetailsDrawer task={opened?.isTrashed ? opened : null} onClose={close} />
    </div>
  );
}
