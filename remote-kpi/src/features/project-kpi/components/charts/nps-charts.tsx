import type { NpsBreakdown } from '@timely/contract';
import { ChartFrame, useChartLook, useMessages } from '@timely/shared-ui';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMonth, formatNps } from '../../../../common/utils/format';
import { kpiMessages } from '../../../../messages/messages';

/** NPS (−100…100) per month. */
export function NpsByMonthChart({ byMonth, name }: { byMonth: Array<NpsBreakdown & { month: string }>; name: string }) {
  const { token, tooltip, xAxis, yAxis } = useChartLook();
  const t = useMessages(kpiMessages);
  const data = byMonth.map((point) => ({ ...point, label: formatMonth(point.month, 'short') }));
  const table = {
    caption: t('chart.nps.perMonth', { name }),
    columns: [t('common.month'), name],
    rows: byMonth.map((point) => [formatMonth(point.month), formatNps(point.nps)]),
  };
  return (
    <ChartFrame table={table}>
      <ResponsiveContainer width="100%" height={220}>
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 24, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis {...xAxis} dataKey="label" stroke={token.colorTextSecondary} padding={{ left: 24, right: 24 }} />
          <YAxis {...yAxis} domain={[-100, 100]} stroke={token.colorTextSecondary} width={44} />
          <ReferenceLine y={0} stroke={token.colorBorder} />
          <Tooltip {...tooltip} formatter={(value) => [formatNps(Number(value)), name]} />
          <Line dataKey="nps" name={name} stroke={token.colorPrimary} strokeWidth={2} />
        </LineChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** NPS (−100…100) of each survey question, labelled Q1, Q2… as in the legend beside it. */
export function NpsByQuestionChart({ byQuestion }: { byQuestion: Array<NpsBreakdown & { question: string }> }) {
  const { token, tooltip, xAxis, yAxis } = useChartLook();
  const t = useMessages(kpiMessages);
  const data = byQuestion.map((entry, index) => ({ ...entry, label: t('enps.questionNumber', { n: index + 1 }) }));
  const table = {
    caption: t('chart.nps.perQuestion'),
    columns: [t('enps.response.question'), t('kpi.enps')],
    rows: data.map((entry) => [`${entry.label} ${entry.question}`, formatNps(entry.nps)]),
  };
  return (
    <ChartFrame table={table}>
      <ResponsiveContainer width="100%" height={Math.max(140, data.length * 48 + 40)}>
        <BarChart
          accessibilityLayer={false}
          data={data}
          layout="vertical"
          margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={token.colorBorderSecondary} horizontal={false} />
          <XAxis {...xAxis} type="number" domain={[-100, 100]} stroke={token.colorTextSecondary} />
          <YAxis {...yAxis} type="category" dataKey="label" width={36} stroke={token.colorTextSecondary} />
          <ReferenceLine x={0} stroke={token.colorBorder} />
          <Tooltip
            {...tooltip}
            contentStyle={{ ...tooltip.contentStyle, maxWidth: 320, whiteSpace: 'normal' }}
            labelFormatter={(_, payload) => String(payload?.[0]?.payload?.question ?? '')}
            formatter={(value) => [formatNps(Number(value)), t('kpi.enps')]}
          />
          <Bar dataKey="nps" name={t('kpi.enps')} fill={token.colorPrimary} barSize={24} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
