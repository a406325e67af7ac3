import type { SprintBurndown } from '@timely/contract';
import { ChartFrame, useChartLook } from '@timely/shared-ui';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '../../utils/format';

type BurndownChartProps = { burndown: SprintBurndown };

const START_LABEL = 'Start';

/**
 * Remaining estimated hours per working day against the ideal line, with the scope added each day as bars.
 * The days are read at their end, so both lines begin one point earlier, at the committed hours.
 */
export function BurndownChart({ burndown }: BurndownChartProps) {
  const { token, tooltip, legend, xAxis, yAxis } = useChartLook();
  const committed = burndown.committedHours;
  const data = [
    { label: START_LABEL, remainingHours: committed, idealHours: committed, scopeAddedHours: 0 },
    ...burndown.days.map((day) => ({ ...day, label: formatDay(day.day).replace(/,? \d{4}$/, '') })),
  ];
  const summary = burndown.days.filter((day) => day.remainingHours !== null).at(-1);
  return (
    <figure
      style={{ margin: 0 }}
      aria-label={`Burndown: ${burndown.committedHours} h committed${summary ? `, ${summary.remainingHours} h remaining on ${formatDay(summary.day)}` : ''}`}
    >
      <ChartFrame
        table={{
          caption: 'Hours per working day',
          columns: ['Day', 'Remaining', 'Ideal', 'Scope added'],
          rows: [
            [START_LABEL, `${committed} h`, `${committed} h`, '0 h'],
            ...burndown.days.map((day) => [
              formatDay(day.day),
              day.remainingHours === null ? '—' : `${day.remainingHours} h`,
              `${day.idealHours} h`,
              `${day.scopeAddedHours} h`,
            ]),
          ],
        }}
      >
        <ResponsiveContainer width="100%" height={280}>
          <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
            <XAxis {...xAxis} dataKey="label" stroke={token.colorTextSecondary} />
            <YAxis {...yAxis} stroke={token.colorTextSecondary} width={44} unit=" h" />
            <Tooltip {...tooltip} />
            <Legend formatter={legend} />
            {/* no grow-in animation: the lines are the numbers, and screenshots must show them */}
            <Bar
              dataKey="scopeAddedHours"
              name="Scope added"
              fill={token.colorWarning}
              barSize={14}
              isAnimationActive={false}
            />
            <Line
              dataKey="idealHours"
              name="Ideal"
              stroke={token.colorTextTertiary}
              strokeDasharray="6 4"
              dot={false}
              isAnimationActive={false}
            />
            <Line
              dataKey="remainingHours"
              name="Remaining"
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
