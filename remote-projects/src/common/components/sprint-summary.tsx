import type { Sprint } from '@timely/contract';
import { Alert, Button, Flex, Statistic, Tag, Typography } from 'antd';
import { formatDay, formatHours, formatScore } from '../utils/format';

type SprintSummaryProps = {
  sprint: Sprint;
  onStart: () => void;
};

const STATUS_TAGS = {
  planned: { colour: 'default', label: 'Planned' },
  current: { colour: 'processing', label: 'Current' },
  completed: { colour: 'success', label: 'Completed' },
} as const;

/**
 * The sprint's numbers above its tasks: frozen at close (and never changing after), live while it runs.
 * A planned sprint says so, and when its start day has come, offers Start to who may start it.
 */
export function SprintSummary({ sprint, onStart }: SprintSummaryProps) {
  const { snapshot } = sprint;
  const frozen = sprint.status === 'completed';
  const numbers: Array<[string, string]> = [
    ['Committed', formatHours(snapshot.committedHours)],
    ['Completed', formatHours(snapshot.completedHours)],
    ['Spill-over', formatHours(snapshot.spillOverHours)],
    ['Scope added', formatHours(snapshot.scopeAddedHours)],
    ['Actual hours', formatHours(snapshot.actualHours)],
    ['Score', formatScore(snapshot.score)],
  ];
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      {sprint.status === 'planned' && (
        <Alert
          type={sprint.startOverdue ? 'warning' : 'info'}
          showIcon
          title={
            sprint.startOverdue
              ? `${sprint.name} was planned to start on ${formatDay(sprint.startDate)} and has not started.`
              : `${sprint.name} is planned: it starts when a manager starts it.`
          }
          description={`Starting it commits the ${formatHours(snapshot.committedHours)} estimated on its tasks then; tasks added later count as scope added. It cannot be closed before it starts.`}
          action={
            sprint.canStart ? (
              <Button type={sprint.startOverdue ? 'primary' : 'default'} onClick={onStart}>
                Start sprint
              </Button>
            ) : undefined
          }
        />
      )}
      <Flex gap={8} align="center" wrap>
        <Tag color={STATUS_TAGS[sprint.status].colour}>{STATUS_TAGS[sprint.status].label}</Tag>
        <Typography.Text type="secondary">{`${formatDay(sprint.startDate)} – ${formatDay(sprint.endDate)}`}</Typography.Text>
        {sprint.status !== 'planned' && (
          <Typography.Text type="secondary">
            {frozen ? '· Frozen when it closed' : '· Live until it closes'}
          </Typography.Text>
        )}
      </Flex>
      {sprint.status !== 'planned' && (
        <section aria-label={frozen ? 'Frozen summary' : 'Sprint so far'}>
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
