import type { SprintTaskCount, WorkModeDay } from '@timely/contract';
import { ChartFrame, formatPercentOf, useChartLook, useMessages } from '@timely/shared-ui';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPercent, formatShortWeekday } from '../utils/overview-format';
import { overviewMessages } from '../messages/messages';

// Both charts of the dashboard, in one chunk loaded after the cards (recharts is big).

/** Office, WFH and field shares of those at work, stacked to 100 % per day (a holiday stays empty). */
export function WorkModeWeekChart({ days }: { days: WorkModeDay[] }) {
  const t = useMessages(overviewMessages);
  const { token, tooltip, legend, xAxis, yAxis } = useChartLook();
  const data = days.map((day) => ({ ...day, label: formatShortWeekday(day.day) }));
  return (
    <ChartFrame>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis {...xAxis} dataKey="label" stroke={token.colorTextSecondary} />
          <YAxis
            {...yAxis}
            stroke={token.colorTextSecondary}
            width={56}
            tickFormatter={(value: number) => formatPercentOf(value)}
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
          />
          <Tooltip {...tooltip} formatter={(value) => formatPercent(typeof value === 'number' ? value : null)} />
          <Legend formatter={legend} />
          {/* no grow-in animation: the bars are the numbers, and screenshots must show them */}
          <Bar
            dataKey="officePercent"
            name={t('dash.office')}
            stackId="modes"
            fill={token.colorPrimary}
            isAnimationActive={false}
          />
          <Bar
            dataKey="wfhPercent"
            name={t('dash.wfh')}
            stackId="modes"
            fill={token.colorSuccess}
            isAnimationActive={false}
          />
          <Bar
            dataKey="fieldPercent"
            name={t('team.status.field')}
            stackId="modes"
            fill={token.colorWarning}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** Planned (tasks in the sprint) against actual (completed), one pair of bars per sprint. */
export function TaskCountChart({ sprints }: { sprints: SprintTaskCount[] }) {
  const t = useMessages(overviewMessages);
  const { token, tooltip, legend, xAxis, yAxis } = useChartLook();
  const data = sprints.map((sprint) => ({ ...sprint, label: `#${sprint.number}` }));
  const table = {
    caption: t('dash.chart.caption'),
    columns: [t('bulk.sprint'), t('dash.chart.planned'), t('report.completedTasks')],
    rows: sprints.map((sprint) => [`#${sprint.number} ${sprint.name}`, sprint.planned, sprint.actual]),
  };
  return (
    <ChartFrame table={table}>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis {...xAxis} dataKey="label" stroke={token.colorTextSecondary} />
          <YAxis {...yAxis} stroke={token.colorTextSecondary} width={32} allowDecimals={false} />
          <Tooltip {...tooltip} labelFormatter={(_, payload) => String(payload?.[0]?.payload?.name ?? '')} />
          <Legend formatter={legend} />
          <Bar
            dataKey="planned"
            name={t('dash.chart.planned')}
            fill={token.colorFillSecondary}
            stroke={token.colorBorder}
            isAnimationActive={false}
          />
          <Bar dataKey="actual" name={t('report.completedTasks')} fill={token.colorPrimary} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
