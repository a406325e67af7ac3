import type { MilestoneList } from '@timely/mock-server/contract';
import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMonth } from '../../../../common/utils/format';

/** Milestone amounts per month: planned to raise against paid. */
export function MilestoneChart({ byMonth, currency }: { byMonth: MilestoneList['byMonth']; currency: string }) {
  const { token } = theme.useToken();
  const data = byMonth.map((point) => ({ ...point, label: formatMonth(point.month, 'short') }));
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
        <XAxis dataKey="label" stroke={token.colorTextSecondary} />
        <YAxis stroke={token.colorTextSecondary} tickFormatter={(value: number) => formatMoney(value, currency, { compact: true })} width={64} />
        <Tooltip contentStyle={{ background: token.colorBgElevated, borderColor: token.colorBorder }} formatter={(value, name) => [formatMoney(Number(value), currency), name]} />
        <Legend formatter={(value: string) => <span style={{ color: token.colorText }}>{value}</span>} />
        <Bar dataKey="planned" name="Planned" fill={token.colorFillSecondary} stroke={token.colorBorder} />
        <Bar dataKey="paid" name="Paid" fill={token.colorSuccess} />
      </BarChart>
    </ResponsiveContainer>
  );
}
