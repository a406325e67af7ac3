import type { DemoTask } from '@timely/contract';
import { PageHeader, useMessages } from '@timely/shared-ui';
import { App, Card } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useTrashTask } from '../api/trash-task';
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

function TodoApp({ filter }: { filter: string }) {
  const t = useMessages(todoMessages);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const trashTask = useTrashTask();
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState<DemoTask | null>(null);
  const filterLabel = isTodoFilter(filter) ? t(`todo.filter.${filter}`) : t(`todo.tag.${filter as 'bug'}`);

  const trash = (task: DemoTask) => {
    setOpened(null);
    trashTask.mutate(task);
  };

  return (
    <div style={{ width: '100%', maxWidth: 1100, margin: '0 auto' }}>
      <PageHeader title={t('todo.title')} subtitle={t('todo.subtitle')} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
        <TodoNav current={filter} onAdd={() => setAdding(true)} />
        <Card
          title={filterLabel}
          styles={{ body: { paddingBlock: 12 } }}
          style={{ flex: '999 1 320px', minWidth: 0 }}
          role="region"
          aria-label={filterLabel}
        >
          <TaskList filter={filter} filterLabel={filterLabel} onOpen={setOpened} onTrash={trash} />
        </Card>
      </div>
      <TaskFormDrawer
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(task) => {
          setAdding(false);
          void message.success(t('todo.form.added', { title: task.title }));
          if (!belongsTo(task, filter)) void navigate('/todo/all');
        }}
      />
      <TaskDetailsDrawer task={opened} onClose={() => setOpened(null)} onTrash={trash} />
    </div>
  );
}
