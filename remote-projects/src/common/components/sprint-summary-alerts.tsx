import type { Sprint } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Alert, Button } from 'antd';
import { projectsMessages } from '../../messages/messages';
import { formatDay, formatHours } from '../utils/format';

/** A planned sprint's notice (overdue to start, with Start for who may), and one for a sprint past its end. */
export function SprintSummaryAlerts({ sprint, onStart }: { sprint: Sprint; onStart: () => void }) {
  const t = useMessages(projectsMessages);
  return (
    <>
      {sprint.status === 'planned' && (
        <Alert
          type={sprint.startOverdue ? 'warning' : 'info'}
          showIcon
          title={
            sprint.startOverdue
              ? t('sprint.summary.overdue', { name: sprint.name, day: formatDay(sprint.startDate) })
              : t('sprint.summary.planned', { name: sprint.name })
          }
          description={t('sprint.summary.startExplained', { hours: formatHours(t, sprint.snapshot.committedHours) })}
          action={
            sprint.canStart ? (
              <Button type={sprint.startOverdue ? 'primary' : 'default'} onClick={onStart}>
                {t('sprint.start')}
              </Button>
            ) : undefined
          }
        />
      )}
      {sprint.daysPastEnd > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('sprint.summary.pastEnd', { days: sprint.daysPastEnd })}
          description={t('sprint.summary.pastEndExplained', { day: formatDay(sprint.endDate) })}
        />
      )}
    </>
  );
}
