import type { Sprint } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Alert, Button, Flex, Statistic, Tag, Typography } from 'antd';
import { projectsMessages } from '../../messages/messages';
import { formatDay, formatHours, formatScore } from '../utils/format';

type SprintSummaryProps = {
  sprint: Sprint;
  onStart: () => void;
};

const STATUS_TAGS = {
  planned: { colour: 'default', label: 'status.sprint.planned' },
  current: { colour: 'processing', label: 'status.sprint.current' },
  completed: { colour: 'success', label: 'status.sprint.completed' },
} as const;

/**
 * The sprint's numbers above its tasks: frozen at close (and never changing after), live while it runs.
 * A planned sprint says so, and when its start day has come, offers Start to who may start it.
 */
export function SprintSummary({ sprint, onStart }: SprintSummaryProps) {
  const t = useMessages(projectsMessages);
  const { snapshot } = sprint;
  const frozen = sprint.status === 'completed';
  const numbers: Array<[string, string]> = [
    [t('sprint.numbers.committed'), formatHours(t, snapshot.committedHours)],
    [t('sprint.numbers.completed'), formatHours(t, snapshot.completedHours)],
    [t('sprint.numbers.spillOver'), formatHours(t, snapshot.spillOverHours)],
    [t('sprint.numbers.scopeAdded'), formatHours(t, snapshot.scopeAddedHours)],
    [t('sprint.numbers.actualHours'), formatHours(t, snapshot.actualHours)],
    [t('sprint.numbers.score'), formatScore(snapshot.score)],
  ];
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      {sprint.status === 'planned' && (
        <Alert
          type={sprint.startOverdue ? 'warning' : 'info'}
          showIcon
          title={
            sprint.startOverdue
              ? t('sprint.summary.overdue', { name: sprint.name, day: formatDay(sprint.startDate) })
              : t('sprint.summary.planned', { name: sprint.name })
          }
          description={t('sprint.summary.startExplained', { hours: formatHours(t, snapshot.committedHours) })}
          action={
            sprint.canStart ? (
              <Button type={sprint.startOverdue ? 'primary' : 'default'} onClick={onStart}>
                {t('sprint.start')}
              </Button>
            ) : undefined
          }
        />
      )}
      <Flex gap={8} align="center" wrap>
        <Tag color={STATUS_TAGS[sprint.status].colour}>{t(STATUS_TAGS[sprint.status].label)}</Tag>
        <Typography.Text type="secondary">
          <bdi>{t('common.dateRange', { from: formatDay(sprint.startDate), to: formatDay(sprint.endDate) })}</bdi>
        </Typography.Text>
        {sprint.status !== 'planned' && (
          <Typography.Text type="secondary">
            {frozen ? t('sprint.summary.frozen') : t('sprint.summary.live')}
          </Typography.Text>
        )}
      </Flex>
      {sprint.status !== 'planned' && (
        <section aria-label={frozen ? t('sprint.summary.frozenLabel') : t('sprint.summary.soFarLabel')}>
          <Flex gap={24} wrap>
            {numbers.map(([label, value]) => (
              <Statistic key={label} title={label} value={value} styles={{ content: { fontSize: 20 } }} />
            ))}
          </Flex>
        </section>
      )}
    </Flex>
  );
}
