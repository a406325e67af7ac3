import type { ProjectKpiHistoryPoint } from '@timely/contract';
import { ChartFrame, useChartLook, useMessages } from '@timely/shared-ui';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMonth } from '../../../../common/utils/format';
import { kpiMessages } from '../../../../messages/messages';

/** showMoney: false when the server left the revenue out (docs/privacy.md): health alone. */
type HistoryChartProps = { history: ProjectKpiHistoryPoint[]; currency: string; showMoney?: boolean };

/** Six months: achieved against projected revenue (bars) and health (line, 0–100). */
export function HistoryChart({ history, currency, showMoney = true }: HistoryChartProps) {
  const { token, tooltip, legend, xAxis, yAxis, endYAxis } = useChartLook();
  const t = useMessages(kpiMessages);
  const health = t('kpi.health');
  const data = history.map((point) => ({ ...point, label: formatMonth(point.month, 'short') }));
  const table = {
    caption: showMoney ? t('chart.history.caption') : t('chart.history.captionHealth'),
    columns: showMoney
      ? [t('common.month'), t('kpi.projectedRevenue'), t('kpi.achievedRevenue'), health]
      : [t('common.month'), health],
    rows: history.map((point) => [
      formatMonth(point.month),
      ...(showMoney
        ? [formatMoney(point.projectedRevenue, currency), formatMoney(point.achievedRevenue, currency)]
        : []),
      point.health ?? '—',
    ]),
  };
  return (
    <ChartFrame table={table}>
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis {...xAxis} dataKey="label" stroke={token.colorTextSecondary} />
          <YAxis
            {...yAxis}
            yAxisId="money"
            hide={!showMoney}
            stroke={token.colorTextSecondary}
            tickFormatter={(value: number) => formatMoney(value, currency, { compact: true })}
            width={64}
          />
          <YAxis {...endYAxis} yAxisId="health" domain={[0, 100]} stroke={token.colorTextSecondary} width={36} />
          <Tooltip
            {...tooltip}
            formatter={(value, name) =>
              name === health ? [value, name] : [formatMoney(Number(value), currency), name]
            }
          />
          <Legend formatter={legend} />
          {showMoney && (
            <Bar
              yAxisId="money"
              dataKey="projectedRevenue"
              name={t('kpi.projectedRevenue')}
              fill={token.colorFillSecondary}
              stroke={token.colorBorder}
            />
          )}
          {showMoney && (
            <Bar yAxisId="money" dataKey="achievedRevenue" name={t('kpi.achievedRevenue')} fill={token.colorPrimary} />
          )}
          <Line
            yAxisId="health"
            dataKey="health"
            name={health}
            stroke={token.colorSuccess}
            strokeWidth={2}
            connectNulls
            dot
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
