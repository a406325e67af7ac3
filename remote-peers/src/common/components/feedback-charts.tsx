import { FEEDBACK_PARAMETERS, type FeedbackAverages, type FeedbackMonth } from '@timely/contract';
import { ChartFrame, formatMonthOf, formatShortMonthOf, useChartLook, useMessages } from '@timely/shared-ui';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { peersMessages } from '../../messages/messages';
import { formatScore, parameterLabel } from './feedback-charts-labels';

/** The five averages on a 1–5 radar. */
export function FeedbackRadar({ averages }: { averages: FeedbackAverages }) {
  const t = useMessages(peersMessages);
  const { token, tooltip } = useChartLook();
  const data = FEEDBACK_PARAMETERS.map((parameter) => ({
    parameter: parameterLabel(t, parameter),
    score: averages[parameter],
  }));
  const table = {
    caption: t('feedback.chart.radarCaption'),
    columns: [t('feedback.chart.parameter'), t('feedback.chart.average')],
    rows: data.map((entry) => [entry.parameter, formatScore(entry.score)]),
  };
  return (
    <ChartFrame table={table}>
      <ResponsiveContainer width="100%" height={300}>
        <RadarChart accessibilityLayer={false} data={data} outerRadius="70%">
          <PolarGrid stroke={token.colorBorder} />
          <PolarAngleAxis dataKey="parameter" tick={{ fill: token.colorText, fontSize: 12 }} />
          <PolarRadiusAxis
            domain={[0, 5]}
            tickCount={6}
            tick={{ fill: token.colorTextTertiary, fontSize: 10 }}
            axisLine={false}
          />
          <Radar
            name={t('feedback.chart.average')}
            dataKey="score"
            stroke={token.colorPrimary}
            fill={token.colorPrimary}
            fillOpacity={0.35}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Tooltip {...tooltip} />
        </RadarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

const LINE_COLORS = ['colorPrimary', 'colorSuccess', 'colorWarning', 'colorError', 'colorInfo'] as const;

/** One line per parameter, month by month; months under the threshold are gaps, not zeros. */
export function FeedbackTrend({ monthly }: { monthly: FeedbackMonth[] }) {
  const t = useMessages(peersMessages);
  const { token, tooltip, legend, xAxis, yAxis } = useChartLook();
  const data = monthly.map((month) => ({ label: formatShortMonthOf(month.month), ...(month.averages ?? {}) }));
  const table = {
    caption: t('feedback.chart.trendCaption'),
    columns: [t('feedback.chart.month'), ...FEEDBACK_PARAMETERS.map((parameter) => parameterLabel(t, parameter))],
    rows: monthly.map((month) => [
      formatMonthOf(month.month),
      // a month under the reviewers' threshold shows no averages (a gap in the lines)
      ...FEEDBACK_PARAMETERS.map((parameter) => (month.averages ? formatScore(month.averages[parameter]) : '—')),
    ]),
  };
  return (
    <ChartFrame table={table}>
      <ResponsiveContainer width="100%" height={300}>
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
          <XAxis {...xAxis} dataKey="label" stroke={token.colorTextSecondary} />
          <YAxis {...yAxis} domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} stroke={token.colorTextSecondary} width={32} />
          <Tooltip {...tooltip} />
          <Legend formatter={legend} />
          {FEEDBACK_PARAMETERS.map((parameter, index) => (
            <Line
              key={parameter}
              dataKey={parameter}
              name={parameterLabel(t, parameter)}
              stroke={token[LINE_COLORS[index]!]}
              strokeWidth={2}
              dot
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
