import type { MilestoneList } from '@timely/contract';
import { ChartFrame, useChartLook, useMessages } from '@timely/shared-ui';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMonth } from '../../../../common/utils/format';
import { kpiMessages } from '../../../../messages/messages';

/** Milestone amounts per month: planned to raise against paid. */
export function MilestoneChart({
  byMonth,
  currency,
}: {
  byMonth: NonNullable<MilestoneList['byMonth']>;
  currency: string;
}) {
  const { token, tooltip, legend, xAxis, yAxis } = useChartLook();
  const t = useMessages(kpiMessages);
  const data = byMonth.map((point) => ({ ...point, label: formatMonth(point.month, 'short') }));
  const table = {
    caption: t('chart.milestones.caption'),
    columns: [t('common.month'), t('chart.milestones.planned'), t('chart.milestones.paid')],
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
          <Bar
            dataKey="planned"
            name={t('chart.milestones.planned')}
            fill={token.colorFillSecondary}
            stroke={token.colorBorder}
          />
          <Bar dataKey="paid" name={t('chart.milestones.paid')} fill={token.colorSuccess} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
