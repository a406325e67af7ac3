import type { DemoTask } from '@timely/contract';
import { useMessages, useScreen } from '@timely/shared-ui';
import { Alert, Descriptions, Drawer, Flex, Typography } from 'antd';
import { todoMessages } from '../messages/messages';
import { TaskMarkers } from './task-markers';
import { TaskTags } from './task-tags';

type TaskDetailsDrawerProps = { task: DemoTask | null; onClose: () => void };

/** An opened task from the trash, read-only: the demo API neither changes nor restores a trashed task. */
export function TaskDetailsDrawer({ task, onClose }: TaskDetailsDrawerProps) {
  const t = useMessages(todoMessages);
  const notPhone = useScreen('sm');
  const yesNo = (value: boolean) => (value ? t('todo.details.yes') : t('todo.details.no'));
  return (
    <Drawer
      title={task?.title ?? t('todo.details.title')}
      open={Boolean(task)}
      onClose={onClose}
      size={notPhone ? 480 : '100%'}
      closable={{ 'aria-label': t('todo.details.close') }}
      destroyOnHidden
    >
      {task && (
        <Flex vertical gap={16}>
          <TaskMarkers task={task} />
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('todo.details.desc')}>
              {task.desc ? (
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{task.desc}</Typography.Paragraph>
              ) : (
                <Typography.Text type="secondary">{t('todo.details.noDesc')}</Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('todo.details.tags')}>
              {task.tags.length ? (
                <TaskTags tags={task.tags} />
              ) : (
                <Typography.Text type="secondary">{t('todo.details.noTags')}</Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('todo.form.field.completed')}>{yesNo(task.isCompleted)}</Descriptions.Item>
            <Descriptions.Item label={t('todo.form.field.starred')}>{yesNo(task.isStarred)}</Descriptions.Item>
            <Descriptions.Item label={t('todo.form.field.important')}>{yesNo(task.isImportant)}</Descriptions.Item>
            {task.isTrashed && (
              <Descriptions.Item label={t('todo.details.state')}>{t('todo.task.trashed')}</Descriptions.Item>
            )}
          </Descriptions>
          <Alert type="info" showIcon title={t('todo.details.readOnly')} />
        </Flex>
      )}
    </Drawer>
  );
}
