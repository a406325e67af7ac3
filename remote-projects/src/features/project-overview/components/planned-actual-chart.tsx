import type { ProjectOverview } from '@timely/contract';
import { ChartFrame, useChartLook, useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

type PlannedActualChartProps = { points: ProjectOverview['plannedVsActual'] };

/** Planned (committed at start) against actual hours (those entered on completion), one pair of bars per sprint. */
export function PlannedActualChart({ points }: PlannedActualChartProps) {
  const t = useMessages(projectsMessages);
  const { token, tooltip, legend, xAxis, yAxis } = useChartLook();
  const data = points.map((point) => ({ ...point, label: `#${point.number}` }));
  const table = {
    caption: t('chart.plannedActual.caption'),
    columns: [t('bulk.sprint'), t('chart.plannedHours'), t('sprint.numbers.actualHours')],
    rows: points.map((point) => [`#${point.number} ${point.name}`, point.planned, point.actual]),
  };
  return (
    <ChartFrame table={table}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis {...xAxis} dataKey="label" stroke={token.colorTextSecondary} />
          <YAxis {...yAxis} stroke={token.colorTextSecondary} width={40} unit={t('burndown.unit')} />
          <Tooltip {...tooltip} labelFormatter={(_, payload) => String(payload?.[0]?.payload?.name ?? '')} />
          <Legend formatter={legend} />
          {/* no grow-in animation: the bars are the numbers, and screenshots must show them */}
          <Bar
            dataKey="planned"
            name={t('chart.plannedHours')}
            fill={token.colorFillSecondary}
            stroke={token.colorBorder}
            isAnimationActive={false}
          />
          <Bar
            dataKey="actual"
            name={t('sprint.numbers.actualHours')}
            fill={token.colorPrimary}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
