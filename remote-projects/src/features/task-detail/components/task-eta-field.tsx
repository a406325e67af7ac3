import type { Task } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Button, Flex, Typography } from 'antd';
import { formatDay } from '../../../common/utils/format';
import { etaFlag } from '../../../common/utils/task-look';
import { projectsMessages } from '../../../messages/messages';

type TaskEtaFieldProps = { task: Task; onEta: () => void };

/** The predicted date, flagged when late or past due, and for whoever works on the task a way to set it. */
export function TaskEtaField({ task, onEta }: TaskEtaFieldProps) {
  const t = useMessages(projectsMessages);
  const flag = etaFlag(t, task);
  return (
    <Flex gap={4} align="center" wrap>
      {task.predictedDate ? (
        <Typography.Text type={flag ? 'warning' : undefined}>
          {formatDay(task.predictedDate)}
          {flag ? t('detail.flag', { flag }) : ''}
        </Typography.Text>
      ) : (
        '—'
      )}
      {task.canChangeStatus && (
        <Button type="link" size="small" onClick={onEta}>
          {task.predictedDate ? t('detail.changeEta') : t('detail.setEta')}
        </Button>
      )}
    </Flex>
  );
}
