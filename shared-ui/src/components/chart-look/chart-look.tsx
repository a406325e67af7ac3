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
    tooltip: {
      contentStyle: { background: token.colorBgElevated, borderColor: token.colorBorder, color: token.colorText },
      // recharts paints each line in its series' colour, which a dark tooltip did not lift to a readable contrast
      itemStyle: { color: token.colorText },
    },
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

/** A chart's numbers as a table: what a screen reader reads instead of the drawing. */
export type ChartTable = {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
};

/**
 * Around a chart: its text (numbers with units, dates, legends) reads left to right in either direction.
 * Given `table`, the drawing is hidden from screen readers and the same numbers are read as a table that
 * is not drawn (WCAG 1.1.1: a text alternative for a chart). The chart inside then takes
 * `accessibilityLayer={false}`: recharts' keyboard layer would leave a focusable drawing inside the hidden part.
 */
export function ChartFrame({ children, table }: { children: ReactNode; table?: ChartTable }) {
  if (!table) return <div dir="ltr">{children}</div>;
  return (
    <div dir="ltr">
      <div aria-hidden>{children}</div>
      <table className="timely-visually-hidden">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
