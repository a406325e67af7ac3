import type { ProjectVelocity } from '@timely/contract';
import { ChartFrame, useChartLook, useMessages } from '@timely/shared-ui';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAmount } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';

type VelocityChartProps = { velocity: ProjectVelocity };

/**
 * Velocity (issue #49): committed against completed for the last 6 closed sprints, in the project's scoring
 * unit, one pair of bars per sprint; the same numbers as a table for screen readers (ChartFrame).
 */
export function VelocityChart({ velocity }: VelocityChartProps) {
  const t = useMessages(projectsMessages);
  const { token, tooltip, legend, xAxis, yAxis } = useChartLook();
  const unit = velocity.scoringUnit;
  const data = velocity.sprints.map((entry) => ({ ...entry, label: `#${entry.number}` }));
  const table = {
    caption: t('velocity.caption', { unit }),
    columns: [t('bulk.sprint'), t('sprint.numbers.committed'), t('sprint.numbers.completed')],
    rows: velocity.sprints.map((entry) => [
      `#${entry.number} ${entry.name}`,
      formatAmount(t, entry.committed, unit),
      formatAmount(t, entry.completed, unit),
    ]),
  };
  return (
    <ChartFrame table={table}>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis {...xAxis} dataKey="label" stroke={token.colorTextSecondary} />
          <YAxis
            {...yAxis}
            stroke={token.colorTextSecondary}
            width={40}
            unit={unit === 'points' ? t('sprints.pointsUnit') : t('burndown.unit')}
          />
          <Tooltip {...tooltip} labelFormatter={(_, payload) => String(payload?.[0]?.payload?.name ?? '')} />
          <Legend formatter={legend} />
          {/* no grow-in animation: the bars are the numbers, and screenshots must show them */}
          <Bar
            dataKey="committed"
            name={t('sprint.numbers.committed')}
            fill={token.colorFillSecondary}
            stroke={token.colorBorder}
            isAnimationActive={false}
          />
          <Bar
            dataKey="completed"
            name={t('sprint.numbers.completed')}
            fill={token.colorSuccess}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
