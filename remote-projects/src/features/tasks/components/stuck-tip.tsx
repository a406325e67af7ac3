import { useMessages } from '@timely/shared-ui';
import { Alert } from 'antd';
import { projectsMessages } from '../../../messages/messages';
import type { StuckTipValue } from '../hooks/use-task-status-flow';

type StuckTipProps = { tip: StuckTipValue; onClose: () => void };

/** Who could help with a task just marked stuck (with their allocation when known), or that nobody could. */
export function StuckTip({ tip, onClose }: StuckTipProps) {
  const t = useMessages(projectsMessages);
  return (
    <Alert
      type="info"
      showIcon
      closable={{ onClose, 'aria-label': t('tasks.tip.close') }}
      style={{ marginBottom: 16 }}
      title={t('tasks.tip.title', { title: tip.task.title })}
      description={
        tip.helpers.length
          ? t('tasks.tip.helpers', {
              names: tip.helpers
                .map((helper) =>
                  helper.allocation === undefined
                    ? helper.name
                    : t('tasks.tip.allocated', { name: helper.name, allocation: helper.allocation ?? 0 }),
                )
                .join(t('projects.nameSeparator')),
            })
          : t('tasks.tip.nobody')
      }
    />
  );
}
