import { render, renderHook, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ChartFrame, useChartLook } from './chart-look';

const inDirection = (direction: 'ltr' | 'rtl') =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <ConfigProvider direction={direction}>{children}</ConfigProvider>;
  };

it('mirrors a chart by its axes in a right-to-left portal', () => {
  const { result } = renderHook(() => useChartLook(), { wrapper: inDirection('rtl') });
  expect(result.current.xAxis).toEqual({ reversed: true });
  expect(result.current.yAxis).toEqual({ orientation: 'right' });
  expect(result.current.endYAxis).toEqual({ orientation: 'left' });
});

it('leaves a left-to-right chart as recharts draws it', () => {
  const { result } = renderHook(() => useChartLook(), { wrapper: inDirection('ltr') });
  expect(result.current.xAxis).toEqual({ reversed: false });
  expect(result.current.yAxis).toEqual({ orientation: 'left' });
  expect(result.current.endYAxis).toEqual({ orientation: 'right' });
});

it('colours the tooltip from the theme', () => {
  const { result } = renderHook(() => useChartLook(), { wrapper: inDirection('ltr') });
  const { token, tooltip } = result.current;
  expect(tooltip.contentStyle).toEqual({
    background: token.colorBgElevated,
    borderColor: token.colorBorder,
    color: token.colorText,
  });
  // each line's text too: recharts would paint it in its series' colour
  expect(tooltip.itemStyle).toEqual({ color: token.colorText });
});

it("keeps the chart's own text left to right inside a right-to-left page", () => {
  render(
    <div dir="rtl">
      <ChartFrame>
        <span>100 %</span>
      </ChartFrame>
    </div>,
  );
  expect(screen.getByText('100 %').closest('[dir]')).toHaveAttribute('dir', 'ltr');
});

it('reads a chart as a table that is not drawn, and hides the drawing from screen readers', () => {
  render(
    <ChartFrame
      table={{ caption: 'Tasks per sprint', columns: ['Sprint', 'Planned', 'Completed'], rows: [['#1', 8, 5]] }}
    >
      <svg data-testid="drawing" />
    </ChartFrame>,
  );
  const table = screen.getByRole('table', { name: 'Tasks per sprint' });
  expect(table).toHaveClass('timely-visually-hidden');
  expect(screen.getByRole('rowheader', { name: '#1' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '5' })).toBeInTheDocument();
  expect(screen.getByTestId('drawing').parentElement).toHaveAttribute('aria-hidden', 'true');
});
