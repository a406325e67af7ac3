import type { MilestoneList } from '@timely/contract';
import { ChartFrame, useChartLook } from '@timely/shared-ui';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMonth } from '../../../../common/utils/format';

/** Milestone amounts per month: planned to raise against paid. */
export function MilestoneChart({
  byMonth,
  currency,
}: {
  byMonth: NonNullable<MilestoneList['byMonth']>;
  currency: string;
}) {
  const { token, tooltip, legend, xAxis, yAxis } = useChartLook();
  const data = byMonth.map((point) => ({ ...point, label: formatMonth(point.month, 'short') }));
  const table = {
    caption: 'Milestone amounts per month',
    columns: ['Month', 'Planned', 'Paid'],
    rows: byMonth.map((point) => [
      formatMonth(point.month),
      formatMoney(point.planned, currency),
      formatMoney(point.paid, currency),
    ]),
  };
  return (
    <ChartFrame table={table}>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis {...xAxis} dataKey="label" stroke={token.colorTextSecondary} />
          <YAxis
            {...yAxis}
            stroke={token.colorTextSecondary}
            tickFormatter={(value: number) => formatMoney(value, currency, { compact: true })}
            width={64}
          />
          <Tooltip {...tooltip} formatter={(value, name) => [formatMoney(Number(value), currency), name]} />
          <Legend formatter={legend} />
          <Bar dataKey="planned" name="Planned" fill={token.colorFillSecondary} stroke={token.colorBorder} />
          <Bar dataKey="paid" name="Paid" fill={token.colorSuccess} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
