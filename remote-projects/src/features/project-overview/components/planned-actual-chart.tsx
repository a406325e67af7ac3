import type { ProjectOverview } from '@timely/contract';
import { ChartFrame, useChartLook } from '@timely/shared-ui';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

type PlannedActualChartProps = { points: ProjectOverview['plannedVsActual'] };

/** Planned (committed at start) against actual hours (those entered on completion), one pair of bars per sprint. */
export function PlannedActualChart({ points }: PlannedActualChartProps) {
  const { token, tooltip, legend, xAxis, yAxis } = useChartLook();
  const data = points.map((point) => ({ ...point, label: `#${point.number}` }));
  const table = {
    caption: 'Planned and actual hours per sprint',
    columns: ['Sprint', 'Planned hours', 'Actual hours'],
    rows: points.map((point) => [`#${point.number} ${point.name}`, point.planned, point.actual]),
  };
  return (
    <ChartFrame table={table}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis {...xAxis} dataKey="label" stroke={token.colorTextSecondary} />
          <YAxis {...yAxis} stroke={token.colorTextSecondary} width={40} unit=" h" />
          <Tooltip {...tooltip} labelFormatter={(_, payload) => String(payload?.[0]?.payload?.name ?? '')} />
          <Legend formatter={legend} />
          {/* no grow-in animation: the bars are the numbers, and screenshots must show them */}
          <Bar
            dataKey="planned"
            name="Planned hours"
            fill={token.colorFillSecondary}
            stroke={token.colorBorder}
            isAnimationActive={false}
          />
          <Bar dataKey="actual" name="Actual hours" fill={token.colorPrimary} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
