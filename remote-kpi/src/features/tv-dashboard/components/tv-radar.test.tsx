import { act, render, within } from '@testing-library/react';
import { TvRadar } from './tv-radar';

const points = [
  { metric: 'Revenue', expected: 10, achieved: 8 },
  { metric: 'eNPS', expected: 7.5, achieved: 6 },
] as const;

function resizeTo(height: number) {
  act(() => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
    window.dispatchEvent(new Event('resize'));
  });
}

it('takes the height the window leaves it, again after the window is resized', () => {
  resizeTo(900);
  const { container } = render(<TvRadar points={[...points]} />);
  const frame = () => container.querySelector<HTMLElement>('.recharts-responsive-container')!;
  expect(frame().style.height).toBe('460px');
  resizeTo(1080);
  expect(frame().style.height).toBe('480px');
  resizeTo(600);
  expect(frame().style.height).toBe('240px');
});

it('reads its numbers as a table: expected and achieved per measure', () => {
  const { getByRole } = render(<TvRadar points={[...points]} />);
  const table = getByRole('table', { name: 'Expected and achieved, on 0 to 10' });
  expect(within(table).getByRole('row', { name: 'Revenue 10 8' })).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: 'eNPS 7.5 6' })).toBeInTheDocument();
});
