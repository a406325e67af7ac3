import type { SprintBurndown } from '@timely/contract';
import { ChartFrame, numberFormat, useChartLook, useMessages } from '@timely/shared-ui';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '../../utils/format';
import { burndownSummary, burndownTable } from './burndown-text';
import { projectsMessages } from '../../../messages/messages';

type BurndownChartProps = { burndown: SprintBurndown };

/**
 * Remaining estimated hours per working day against the ideal line, with the scope added each day as bars.
 * The days are read at their end, so both lines begin one point earlier, at the committed hours.
 */
export function BurndownChart({ burndown }: BurndownChartProps) {
  const t = useMessages(projectsMessages);
  const { token, tooltip, legend, xAxis, yAxis } = useChartLook();
  const committed = burndown.committedHours;
  const startLabel = t('burndown.start');
  const data = [
    { label: startLabel, remainingHours: committed, idealHours: committed, scopeAddedHours: 0 },
    ...burndown.days.map((day) => ({ ...day, label: formatDay(day.day).replace(/,? \d{4}$/, '') })),
  ];
  return (
    <figure style={{ margin: 0 }} aria-label={burndownSummary(t, burndown)}>
      <ChartFrame table={burndownTable(t, burndown)}>
        <ResponsiveContainer width="100%" height={280}>
          <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
            <XAxis {...xAxis} dataKey="label" stroke={token.colorTextSecondary} />
            <YAxis
              {...yAxis}
              stroke={token.colorTextSecondary}
              width={44}
              tickFormatter={(value: number) => numberFormat(undefined).format(value)}
              unit={t('burndown.unit')}
            />
            <Tooltip {...tooltip} />
            <Legend formatter={legend} />
            {/* no grow-in animation: the lines are the numbers, and screenshots must show them */}
            <Bar
              dataKey="scopeAddedHours"
              name={t('sprint.numbers.scopeAdded')}
              fill={token.colorWarning}
              barSize={14}
              isAnimationActive={false}
            />
            <Line
              dataKey="idealHours"
              name={t('burndown.ideal')}
              stroke={token.colorTextTertiary}
              strokeDasharray="6 4"
              dot={false}
              isAnimationActive={false}
            />
            <Line
              dataKey="remainingHours"
              name={t('burndown.remaining')}
              stroke={token.colorPrimary}
              strokeWidth={2}
              connectNulls={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </ChartFrame>
    </figure>
  );
}
