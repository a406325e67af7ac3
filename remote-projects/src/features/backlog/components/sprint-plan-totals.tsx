import type { SprintPlan } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Button, Flex, Typography } from 'antd';
import { formatHours } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';

type SprintPlanTotalsProps = { plan: SprintPlan; canManage: boolean; onStart: () => void };

/** What the sprint holds against the team's capacity (marked when over), and Start for a planned one. */
export function SprintPlanTotals({ plan, canManage, onStart }: SprintPlanTotalsProps) {
  const t = useMessages(projectsMessages);
  const { sprint, totals, capacity } = plan;
  const over = capacity.hours > 0 && totals.hours > capacity.hours;
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type={over ? 'danger' : 'secondary'} style={{ fontSize: 12 }} data-testid="plan-totals">
        {totals.points === undefined
          ? t('planning.totals', {
              count: totals.tasks,
              hours: formatHours(t, totals.hours),
              capacity: formatHours(t, capacity.hours),
            })
          : t('planning.totalsWithPoints', {
              count: totals.tasks,
              points: totals.points,
              hours: formatHours(t, totals.hours),
              capacity: formatHours(t, capacity.hours),
            })}
        {over ? ` · ${t('planning.overCapacity')}` : ''}
      </Typography.Text>
      {canManage && sprint.status === 'planned' && (
        <Button size="small" onClick={onStart}>
          {t('planning.start')}
        </Button>
      )}
    </Flex>
  );
}
