import {
  DeleteOutlined,
  ExclamationCircleFilled,
  ExclamationCircleOutlined,
  MoreOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import type { DemoTask } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Button, Dropdown, Flex, theme } from 'antd';
import { todoMessages } from '../messages/messages';

export type TaskToggles = Partial<Pick<DemoTask, 'isCompleted' | 'isStarred' | 'isImportant'>>;

type Props = { task: DemoTask; onTrash: () => void; onToggle: (changes: TaskToggles) => void };

/** A task's star and important toggles, and its menu with "Move to trash". */
export function TaskRowActions({ task, onTrash, onToggle }: Props) {
  const t = useMessages(todoMessages);
  const { token } = theme.useToken();
  return (
    <Flex gap={2}>
      <Button
        type="text"
        size="small"
        aria-pressed={task.isStarred}
        aria-label={t('todo.task.toggleStarred', { title: task.title })}
        icon={
          task.isStarred ? (
            <StarFilled aria-hidden style={{ color: token.colorWarning }} />
          ) : (
            <StarOutlined aria-hidden />
          )
        }
        onClick={() => onToggle({ isStarred: !task.isStarred })}
      />
      <Button
        type="text"
        size="small"
        aria-pressed={task.isImportant}
        aria-label={t('todo.task.toggleImportant', { title: task.title })}
        icon={
          task.isImportant ? (
            <ExclamationCircleFilled aria-hidden style={{ color: token.colorError }} />
          ) : (
            <ExclamationCircleOutlined aria-hidden />
          )
        }
        onClick={() => onToggle({ isImportant: !task.isImportant })}
      />
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [{ key: 'trash', icon: <DeleteOutlined aria-hidden />, label: t('todo.task.trash'), danger: true }],
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
    </Flex>
  );
}
