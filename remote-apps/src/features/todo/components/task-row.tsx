import { DeleteOutlined, MoreOutlined } from '@ant-design/icons';
import type { DemoTask } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Checkbox } from '@timely/shared-ui/antd-more';
import { Button, Dropdown, Flex, Typography, theme } from 'antd';
import { todoMessages } from '../messages/messages';
import { TaskMarkers } from './task-markers';
import { TaskTags } from './task-tags';

type TaskRowProps = { task: DemoTask; onOpen: () => void; onTrash: () => void };

/** One task: its completed state, title (opens it), tags, markers and a menu with "Move to trash". */
export function TaskRow({ task, onOpen, onTrash }: TaskRowProps) {
  const t = useMessages(todoMessages);
  const { token } = theme.useToken();
  return (
    <li
      aria-label={task.title}
      style={{ borderBottom: `1px solid ${token.colorSplit}`, padding: `${token.paddingSM}px ${token.paddingXS}px` }}
    >
      <Flex gap={token.marginSM} align="flex-start">
        {/* the demo API has no way to change a task, so the state is shown, not offered */}
        <Checkbox
          checked={task.isCompleted}
          disabled
          aria-label={task.isCompleted ? t('todo.task.completed') : t('todo.task.notCompleted')}
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
              {task.title}
            </button>
            <TaskMarkers task={task} />
          </Flex>
          {task.desc && (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%' }}>
              {task.desc}
            </Typography.Text>
          )}
          <TaskTags tags={task.tags} />
        </Flex>
        {!task.isTrashed && (
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: [
                { key: 'trash', icon: <DeleteOutlined aria-hidden />, label: t('todo.task.trash'), danger: true },
              ],
              onClick: () => onTrash(),
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined aria-hidden />}
              aria-label={t('todo.task.actions', { title: task.title })}
            />
          </Dropdown>
        )}
      </Flex>
    </li>
  );
}
