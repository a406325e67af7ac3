import { DownOutlined } from '@ant-design/icons';
import type { Task, TaskStatusValue } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Button, Dropdown, Flex, Tag } from 'antd';
import { taskStatusLabel } from '../../../common/utils/labels';
import { STATUS_COLOURS } from '../../../common/utils/task-look';
import { projectsMessages } from '../../../messages/messages';

/** The task's status, a menu of the moves the server allows when there are any; "scope added" beside it. */
export function TaskStatusControl({ task, onStatus }: { task: Task; onStatus: (status: TaskStatusValue) => void }) {
  const t = useMessages(projectsMessages);
  const tag = (
    <Tag color={STATUS_COLOURS[task.status]} style={{ marginInlineEnd: 0 }}>
      {taskStatusLabel(t, task.status)}
    </Tag>
  );
  return (
    <Flex gap={4} wrap align="center">
      {task.nextStatuses.length > 0 ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: task.nextStatuses.map((status) => ({
              key: status,
              label:
                status === 'completed'
                  ? t('tasks.move.completed')
                  : t('board.moveTo', { status: taskStatusLabel(t, status) }),
            })),
            onClick: ({ key, domEvent }) => {
              // Enter on an item must not also press the first button of the dialog it opens (the key's default action lands there)
              domEvent.preventDefault();
              onStatus(key as TaskStatusValue);
            },
          }}
        >
          <Button size="small" aria-label={t('detail.changeStatus')}>
            {tag}
            <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      ) : (
        tag
      )}
      {task.scopeAdded && <Tag>{t('sprint.numbers.scopeAdded')}</Tag>}
    </Flex>
  );
}
