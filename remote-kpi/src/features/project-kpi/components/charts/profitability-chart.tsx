import type { Profitability } from '@timely/contract';
import { ChartFrame, useChartLook, useMessages } from '@timely/shared-ui';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, formatPercent } from '../../../../common/utils/format';
import { kpiMessages } from '../../../../messages/messages';

/** Current against target profit %, and completion %, snapshot by snapshot. */
export function ProfitabilityChart({ items }: { items: Profitability[] }) {
  const { token, tooltip, legend, xAxis, yAxis } = useChartLook();
  const t = useMessages(kpiMessages);
  const current = t('profitability.currentProfit');
  const target = t('form.targetProfitPercent');
  const completion = t('profitability.completion');
  const asOn = t('profitability.asOn');
  const data = items.map((item) => ({ ...item, label: formatDay(item.asOn) }));
  // the profit percentages are left out for a caller who may not see them (docs/privacy.md)
  const profit = items.some((item) => item.currentProfitPercent !== undefined);
  const table = {
    caption: profit ? t('chart.profitability.caption') : t('chart.profitability.captionCompletion'),
    columns: profit ? [asOn, current, target, completion] : [asOn, completion],
    rows: items.map((item) => [
      formatDay(item.asOn),
      ...(profit ? [formatPercent(item.currentProfitPercent), formatPercent(item.targetProfitPercent)] : []),
      formatPercent(item.completionPercent),
    ]),
  };
  return (
    <ChartFrame table={table}>
      <ResponsiveContainer width="100%" height={240}>
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis {...xAxis} dataKey="label" stroke={token.colorTextSecondary} />
          <YAxis {...yAxis} stroke={token.colorTextSecondary} unit="%" width={48} />
          <Tooltip {...tooltip} formatter={(value, name) => [formatPercent(Number(value)), name]} />
          <Legend formatter={legend} />
          <Line dataKey="currentProfitPercent" name={current} stroke={token.colorPrimary} strokeWidth={2} />
          <Line
            dataKey="targetProfitPercent"
            name={target}
            stroke={token.colorWarning}
            strokeDasharray="6 4"
            strokeWidth={2}
          />
          <Line dataKey="completionPercent" name={completion} stroke={token.colorTextTertiary} strokeWidth={1} />
        </LineChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
