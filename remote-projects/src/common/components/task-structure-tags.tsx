import type { Task } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Tag } from 'antd';
import { projectsMessages } from '../../messages/messages';

/**
 * What a task's card or row says about its structure (issue #49): its epic (a dot of the epic's colour on
 * the theme's own tag, as the epics panel draws it: a solid tag of a light colour lost its white words in
 * either theme), how many open tasks block it, and its subtasks done of all. Nothing when there is nothing to say.
 */
export function TaskStructureTags({ task }: { task: Pick<Task, 'epic' | 'blockedByCount' | 'subtasks'> }) {
  const t = useMessages(projectsMessages);
  return (
    <>
      {task.epic && (
        <Tag style={{ marginInlineEnd: 4 }}>
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 8,
              height: 8,
              borderRadius: 2,
              background: task.epic.colour,
              marginInlineEnd: 4,
            }}
          />
          {task.epic.name}
        </Tag>
      )}
      {task.blockedByCount > 0 && (
        <Tag color="error" style={{ marginInlineEnd: 4 }}>
          {t('structure.blockedBy', { count: task.blockedByCount })}
        </Tag>
      )}
      {task.subtasks.total > 0 && (
        <Tag style={{ marginInlineEnd: 4 }}>
          {t('structure.subtaskCount', { completed: task.subtasks.completed, total: task.subtasks.total })}
        </Tag>
      )}
    </>
  );
}
