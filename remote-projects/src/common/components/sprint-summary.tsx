import type { Sprint } from '@timely/contract';
import { sessionUserAtom } from '@timely/shared-auth';
import { formatMoment, useMessages } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { Flex, Statistic, Tag, Typography } from 'antd';
import { projectsMessages } from '../../messages/messages';
import { formatAmount, formatDay, formatHours, formatScore, snapshotInUnit } from '../utils/format';
import { SprintSummaryAlerts } from './sprint-summary-alerts';

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
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const { snapshot } = sprint;
  const frozen = sprint.status === 'completed';
  const unit = snapshot.scoringUnit;
  const inUnit = snapshotInUnit(snapshot);
  const numbers: Array<[string, string]> = [
    [t('sprint.numbers.committed'), formatAmount(t, inUnit.committed, unit)],
    [t('sprint.numbers.completed'), formatAmount(t, inUnit.completed, unit)],
    // what is left is spill-over only once the sprint is closed (issue #49)
    [t(frozen ? 'sprint.numbers.spillOver' : 'sprint.numbers.remaining'), formatAmount(t, inUnit.spillOver, unit)],
    [t('sprint.numbers.scopeAdded'), formatAmount(t, inUnit.scopeAdded, unit)],
    [t('sprint.numbers.actualHours'), formatHours(t, snapshot.actualHours)],
    [t('sprint.numbers.score'), formatScore(snapshot.score)],
  ];
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <SprintSummaryAlerts sprint={sprint} onStart={onStart} />
      {sprint.goal && (
        <Typography.Paragraph style={{ margin: 0 }}>
          <Typography.Text strong>{t('sprint.goal')}: </Typography.Text>
          <bdi>{sprint.goal}</bdi>
        </Typography.Paragraph>
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
        {sprint.startedAt && (
          <Typography.Text type="secondary">
            {/* the real instants (issue #49): the burndown and the report run from one to the other */}
            <time dateTime={sprint.startedAt}>
              {t('sprint.summary.startedAt', { at: formatMoment(sprint.startedAt, timeZone) })}
            </time>
            {sprint.closedAt && (
              <time dateTime={sprint.closedAt}>
                {' '}
                {t('sprint.summary.closedAt', { at: formatMoment(sprint.closedAt, timeZone) })}
              </time>
            )}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          {unit === 'points'
            ? t('sprint.summary.scoredByPoints', { count: snapshot.tasksWithoutPoints })
            : t('sprint.summary.scoredByHours')}
        </Typography.Text>
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
