import { ConfigProvider, theme } from 'antd';
import { useContext, type ReactNode } from 'react';

/**
 * What every recharts chart of the portal takes from the host's theme: its tooltip's colours, and where
 * its axes go. In a right-to-left portal a chart is mirrored by its axes (time runs from right to left,
 * the value axis stands on the right), not by the page's direction: recharts anchors SVG text as if it
 * were left to right, and inherited `rtl` turned "100 %" into "% 100" and pushed labels past their ticks.
 * recharts itself stays each remote's own dependency; these are plain props.
 */
export function useChartLook() {
  const { token } = theme.useToken();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';
  return {
    token,
    tooltip: { contentStyle: { background: token.colorBgElevated, borderColor: token.colorBorder, color: token.colorText } },
    /** A `Legend`'s formatter: its labels in the theme's text colour (recharts paints them in the series' colour). */
    legend: (value: string) => <span style={{ color: token.colorText }}>{value}</span>,
    /** The category (or time) axis along the bottom. */
    xAxis: { reversed: rtl },
    /** The value axis: at the start of the line. */
    yAxis: { orientation: rtl ? ('right' as const) : ('left' as const) },
    /** A second value axis, at the end of the line. */
    endYAxis: { orientation: rtl ? ('left' as const) : ('right' as const) },
  };
}

/** Around a chart: its text (numbers with units, dates, legends) reads left to right in either direction. */
export function ChartFrame({ children }: { children: ReactNode }) {
  return <div dir="ltr">{children}</div>;
}
