import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShowMoreButton, useShownSlice } from './show-more';

function Numbers({ count, drawnCounts }: { count: number; drawnCounts: number[] }) {
  const { shown, hidden, showMore } = useShownSlice(Array.from({ length: count }, (_, index) => index + 1));
  drawnCounts.push(shown.length);
  return (
    <>
      <ol aria-label="Numbers">
        {shown.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ol>
      <ShowMoreButton hidden={hidden} onClick={showMore} />
    </>
  );
}

it('draws what a window shows first, the rest of the first 30 right after, and the next 30 on asking', async () => {
  const drawnCounts: number[] = [];
  render(<Numbers count={75} drawnCounts={drawnCounts} />);
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(30));
  // the first render drew 12 rows, not 30
  expect(drawnCounts[0]).toBe(12);
  await userEvent.click(screen.getByRole('button', { name: 'Show 30 more of 45' }));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(60));
  await userEvent.click(screen.getByRole('button', { name: 'Show 15 more' }));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(75));
  expect(screen.queryByRole('button')).toBeNull();
});

it('draws a short list whole at once, with no button', () => {
  const drawnCounts: number[] = [];
  render(<Numbers count={5} drawnCounts={drawnCounts} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(5);
  expect(drawnCounts[0]).toBe(5);
  expect(screen.queryByRole('button')).toBeNull();
});
