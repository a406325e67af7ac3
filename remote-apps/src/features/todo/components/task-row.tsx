import type { DemoTask } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Checkbox } from '@timely/shared-ui/antd-more';
import { Flex, Typography, theme } from 'antd';
import { todoMessages } from '../messages/messages';
import { TaskMarkers } from './task-markers';
import { TaskRowActions, type TaskToggles } from './task-row-actions';
import { TaskTags } from './task-tags';

type TaskRowProps = {
  task: DemoTask;
  onOpen: () => void;
  onTrash: () => void;
  onToggle: (changes: TaskToggles) => void;
};

/**
 * One task: its completed box, title (opens it), tags, the star and important toggles and a menu with
 * "Move to trash". A trashed task shows its state only: it can be neither changed nor restored.
 */
export function TaskRow({ task, onOpen, onTrash, onToggle }: TaskRowProps) {
  const t = useMessages(todoMessages);
  const { token } = theme.useToken();
  return (
    <li
      aria-label={task.title}
      style={{ borderBottom: `1px solid ${token.colorSplit}`, padding: `${token.paddingSM}px ${token.paddingXS}px` }}
    >
      <Flex gap={token.marginSM} align="flex-start">
        <Checkbox
          checked={task.isCompleted}
          disabled={task.isTrashed}
          onChange={(event) => onToggle({ isCompleted: event.target.checked })}
          aria-label={t('todo.task.toggleCompleted', { title: task.title })}
          style={{ marginTop: 4 }}
        />
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Flex gap={token.marginXS} align="center" wrap>
            <button
              type="button"
              onClick={onOpen}
              aria-label={t('todo.task.open', { title: task.title })}
              style={{
                padding: 0,
                border: 0,
                background: 'none',
                font: 'inherit',
                cursor: 'pointer',
                textAlign: 'start',
                color: token.colorText,
                fontWeight: token.fontWeightStrong,
                overflowWrap: 'anywhere',
                textDecoration: task.isCompleted ? 'line-through' : undefined,
              }}
            >
              <span translate="no">{task.title}</span>
            </button>
            {task.isTrashed && <TaskMarkers task={task} />}
          </Flex>
          {task.desc && (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%' }}>
              {task.desc}
            </Typography.Text>
          )}
          <TaskTags tags={task.tags} />
        </Flex>
        {!task.isTrashed && <TaskRowActions task={task} onTrash={onTrash} onToggle={onToggle} />}
      </Flex>
    </li>
  );
}
