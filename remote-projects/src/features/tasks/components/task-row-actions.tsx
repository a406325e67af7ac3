import type { Task, TaskStatusValue } from '@timely/contract';
import { ClickPopconfirm, useMessages } from '@timely/shared-ui';
import { Button, Dropdown, Flex } from 'antd';
import { projectsMessages } from '../../../messages/messages';

export type TaskHandlers = {
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => Promise<unknown>;
  onMove: (task: Task, status: TaskStatusValue) => void;
  onEta: (task: Task) => void;
  onTake: (task: Task) => void;
};

const MOVE_LABELS = {
  not_started: 'tasks.move.not_started',
  in_progress: 'tasks.move.in_progress',
  stuck: 'tasks.move.stuck',
  completed: 'tasks.move.completed',
} as const satisfies Record<TaskStatusValue, string>;

/** What the caller may do with a task: change its status, set its ETA, take it, edit or delete it. */
export function TaskRowActions({ task, onEdit, onDelete, onMove, onEta, onTake }: { task: Task } & TaskHandlers) {
  const t = useMessages(projectsMessages);
  return (
    <Flex gap={4} wrap style={{ maxWidth: 210 }}>
      {task.nextStatuses.length > 0 && <TaskMoveMenu task={task} onMove={onMove} />}
      {task.canChangeStatus && (
        <Button
          size="small"
          type="link"
          onClick={() => onEta(task)}
          aria-label={t('tasks.setEtaOf', { title: task.title })}
        >
          {t('tasks.column.eta')}
        </Button>
      )}
      {task.canAssignSelf && (
        <Button
          size="small"
          type="link"
          onClick={() => onTake(task)}
          aria-label={t('tasks.takeNamed', { title: task.title })}
        >
          {t('tasks.take')}
        </Button>
      )}
      {task.canEdit && (
        <>
          <Button
            size="small"
            type="link"
            onClick={() => onEdit(task)}
            aria-label={t('projects.editNamed', { name: task.title })}
          >
            {t('projects.edit')}
          </Button>
          <ClickPopconfirm
            title={t('projects.deleteConfirm', { name: task.title })}
            description={t('tasks.deleteLeavesPlan')}
            okText={t('projects.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(task)}
          >
            <Button size="small" type="link" danger aria-label={t('projects.deleteNamed', { name: task.title })}>
              {t('projects.delete')}
            </Button>
          </ClickPopconfirm>
        </>
      )}
    </Flex>
  );
}

/** The statuses the task may move to next. */
function TaskMoveMenu({ task, onMove }: { task: Task; onMove: TaskHandlers['onMove'] }) {
  const t = useMessages(projectsMessages);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: task.nextStatuses.map((status) => ({ key: status, label: t(MOVE_LABELS[status]) })),
        onClick: ({ key, domEvent }) => {
          // Enter on an item must not also press the first button of the dialog it opens (the key's default action lands there)
          domEvent.preventDefault();
          onMove(task, key as TaskStatusValue);
        },
      }}
    >
      <Button size="small" aria-label={t('tasks.changeStatusOf', { title: task.title })}>
        {t('projects.column.status')}
      </Button>
    </Dropdown>
  );
}
