import { ConfigProvider, theme, type TableColumnType } from 'antd';
import { useContext, useEffect, useRef, type CSSProperties, type JSX, type TableHTMLAttributes } from 'react';

/*
 * Why not antd's `scroll={{ x }}` and `fixed` columns: with them rc-table renders a hidden row that reads
 * every column's width in a layout effect (a forced layout of the whole page in the middle of React's
 * commit), then renders the table again with the widths it read: the Projects first visit went from a
 * median of 283 to 254 ms without them (README). A table whose pinned columns are only its first and its last needs no widths:
 * the browser scrolls the table's content and keeps those cells in place with `position: sticky`.
 */

type Width = number | 'max-content';

// one component per width, made once: a new component on each render would remount the whole table
const tables = new Map<Width, (props: TableHTMLAttributes<HTMLTableElement>) => JSX.Element>();

function tableOf(width: Width) {
  let table = tables.get(width);
  if (!table) {
    // as rc-table sizes it for `scroll.x`: at least the card's width, wider when its columns need it
    const size: CSSProperties = { width, minWidth: '100%' };
    table = function SidewaysTable({ style, ...props }) {
      const ref = useEdgeShadows();
      return <table ref={ref} data-sideways="" {...props} style={{ ...style, ...size }} />;
    };
    tables.set(width, table);
  }
  return table;
}

// the custom properties a pinned cell's shadow reads (pinnedCell below)
const START_SHADOW = '--timely-pinned-start-shadow';
const END_SHADOW = '--timely-pinned-end-shadow';

/**
 * The shadows antd draws while columns are hidden on a side: a pinned column casts one over the columns
 * scrolling under it, and a side without a pinned column shows one at the card's edge (antd's classes on
 * the table's root). The table's content is read when the browser has laid it out (a ResizeObserver) and
 * when it scrolls, never during React's commit.
 */
function useEdgeShadows() {
  const ref = useRef<HTMLTableElement>(null);
  const hidden = useRef({ start: false, end: false });
  const { token } = theme.useToken();
  const rtl = useContext(ConfigProvider.ConfigContext).direction === 'rtl';

  // React may rewrite the root's class names when rc-table renders again: put the edge classes back
  // after each render, from what was last read (no layout is read here)
  const showEdges = () => {
    const table = ref.current;
    const root = table?.closest('.ant-table');
    if (!table || !root) return;
    const pinned = (edge: 'start' | 'end') => table.querySelector(`th.ant-table-cell-fix-${edge}`) !== null;
    const { start, end } = hidden.current;
    root.classList.toggle('ant-table-fix-start-shadow-show', start && !pinned('start'));
    root.classList.toggle('ant-table-fix-end-shadow-show', end && !pinned('end'));
    // the shadow falls towards the scrolling columns: after a start column, before an end one
    const towardsEnd = rtl ? -1 : 1;
    const shadow = (sign: number) => `${sign * 10}px 0 8px -8px ${token.colorSplit}`;
    // written only when it changes: every write would restyle the table's cells
    const write = (property: string, value: string) =>
      table.style.getPropertyValue(property) !== value && table.style.setProperty(property, value);
    write(START_SHADOW, start ? shadow(towardsEnd) : 'none');
    write(END_SHADOW, end ? shadow(-towardsEnd) : 'none');
  };
  const latestShowEdges = useRef(showEdges);
  useEffect(() => {
    latestShowEdges.current = showEdges; // with this render's colours and direction, for the listeners
    showEdges();
  });

  useEffect(() => {
    const content = ref.current?.parentElement;
    if (!ref.current || !content) return;
    const update = () => {
      // scrollLeft counts down from 0 in a right-to-left table
      const scrolled = Math.abs(content.scrollLeft);
      hidden.current = { start: scrolled > 0, end: content.scrollWidth - content.clientWidth - scrolled > 1 };
      latestShowEdges.current();
      // a table wider than its card is scrolled with the arrow keys too: it takes the focus (WCAG 2.1.1)
      const overflows = content.scrollWidth - content.clientWidth > 1;
      if (overflows && content.tabIndex !== 0) content.tabIndex = 0;
      if (!overflows && content.hasAttribute('tabindex')) content.removeAttribute('tabindex');
    };
    const resized = new ResizeObserver(update);
    resized.observe(content);
    resized.observe(ref.current);
    content.addEventListener('scroll', update, { passive: true });
    return () => {
      resized.disconnect();
      content.removeEventListener('scroll', update);
    };
  }, []);
  return ref;
}

/**
 * Spread on an antd Table instead of `scroll={{ x: width }}`: the table scrolls sideways when it is wider
 * than its card, 'max-content' keeping each cell on one line, a number of pixels letting cells wrap until
 * the table is that narrow.
 */
export function sidewaysScroll(width: Width = 'max-content'): {
  components: { table: ReturnType<typeof tableOf> };
  styles: { content: CSSProperties };
} {
  return {
    components: { table: tableOf(width) },
    // a container, so that an empty table's message can be as wide as the visible part (cqw, the page's
    // style sheet: tooling/src/webpack/index.html)
    styles: { content: { overflowX: 'auto', overflowY: 'hidden', containerType: 'inline-size' } },
  };
}

type Edge = 'start' | 'end';

// antd's own classes for pinned cells: its theme gives them the table's background, in light and dark,
// and the hovered row's colour; rc-table would add the offset, which is 0 for a first or last column
const pinnedCell = (edge: Edge): { className: string; style: CSSProperties } => ({
  className: `ant-table-cell-fix ant-table-cell-fix-${edge}`,
  style: {
    [edge === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: 0,
    '--z-offset-reverse': 1,
    boxShadow: `var(${edge === 'start' ? START_SHADOW : END_SHADOW}, none)`,
  } as CSSProperties,
});

/**
 * A table's first ('start') or last ('end') column, kept in view while the table scrolls sideways (with
 * `sidewaysScroll`): antd's `fixed` without rc-table measuring the columns.
 */
export function pinnedColumn<Row>(edge: Edge, column: TableColumnType<Row>): TableColumnType<Row> {
  const { className, style } = pinnedCell(edge);
  const withPin = (props: object | undefined) => ({
    ...props,
    style: { ...(props as { style?: CSSProperties } | undefined)?.style, ...style },
  });
  return {
    ...column,
    className: [column.className, className].filter(Boolean).join(' '),
    onCell: (row, index) => withPin(column.onCell?.(row, index)),
    onHeaderCell: (header) => withPin(column.onHeaderCell?.(header)),
  };
}
