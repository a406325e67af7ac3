import type { RadarPoint } from '@timely/contract';
import { ChartFrame, useChartLook, useMessages } from '@timely/shared-ui';
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts';
import { useWindowHeight } from '../hooks/use-window-height';
import { kpiMessages } from '../../../messages/messages';

/** Expected (dashed) against achieved (filled) for revenue, profit, eNPS and cNPS, all on 0–10. */
export function TvRadar({ points }: { points: RadarPoint[] }) {
  const { token, legend } = useChartLook();
  const windowHeight = useWindowHeight();
  const t = useMessages(kpiMessages);
  const data = points.map((point) => ({ ...point, metric: t(`chart.metric.${point.metric}`) }));
  const table = {
    caption: t('tv.radarCaption'),
    columns: [t('chart.measure'), t('chart.expected'), t('chart.achieved')],
    rows: data.map((point) => [point.metric, point.expected, point.achieved]),
  };
  return (
    <ChartFrame table={table}>
      {/* the radar takes what the screen leaves it (header, org tiles and card chrome take about 420 px) */}
      <ResponsiveContainer width="100%" height={radarHeight(windowHeight)}>
        <RadarChart
          accessibilityLayer={false}
          data={data}
          outerRadius="72%"
          margin={{ top: 8, right: 32, bottom: 8, left: 32 }}
        >
          <PolarGrid stroke={token.colorBorder} />
          <PolarAngleAxis dataKey="metric" tick={{ fill: token.colorText, fontSize: 16 }} />
          <PolarRadiusAxis
            domain={[0, 10]}
            tickCount={6}
            tick={{ fill: token.colorTextTertiary, fontSize: 11 }}
            axisLine={false}
          />
          <Radar
            name={t('chart.expected')}
            dataKey="expected"
            stroke={token.colorTextSecondary}
            strokeDasharray="6 4"
            fill="none"
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Radar
            name={t('chart.achieved')}
            dataKey="achieved"
            stroke={token.colorPrimary}
            fill={token.colorPrimary}
            fillOpacity={0.35}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Legend formatter={legend} />
        </RadarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** What the screen leaves the radar, between a legible 240 px and 480 px. */
function radarHeight(windowHeight: number): number {
  return Math.max(240, Math.min(480, windowHeight - 440));
}
