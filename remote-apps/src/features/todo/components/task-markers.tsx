import { ExclamationCircleFilled, StarFilled } from '@ant-design/icons';
import type { DemoTask } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Flex, theme } from 'antd';
import { todoMessages } from '../messages/messages';

/** The star and important markers of a task, each an image with its name. */
export function TaskMarkers({ task }: { task: DemoTask }) {
  const t = useMessages(todoMessages);
  const { token } = theme.useToken();
  if (!task.isStarred && !task.isImportant) return null;
  return (
    <Flex gap={6} align="center">
      {task.isStarred && (
        <StarFilled role="img" aria-label={t('todo.task.starred')} style={{ color: token.colorWarning }} />
      )}
      {task.isImportant && (
        <ExclamationCircleFilled role="img" aria-label={t('todo.task.important')} style={{ color: token.colorError }} />
      )}
    </Flex>
  );
}
