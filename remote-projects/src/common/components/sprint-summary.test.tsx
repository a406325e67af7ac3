import { render, screen, within } from '@testing-library/react';
import { sprint } from '../../testing/project-fixtures';
import { SprintSummary } from './sprint-summary';

jest.setTimeout(60_000);

it('shows the goal, the real start, and calls what is left "Remaining" while the sprint runs', async () => {
  render(<SprintSummary sprint={sprint({ goal: 'Checkout works end to end' })} onStart={() => {}} />);
  expect(await screen.findByText('Checkout works end to end')).toBeInTheDocument();
  const numbers = screen.getByRole('region', { name: 'Sprint so far' });
  expect(within(numbers).getByText('Remaining')).toBeInTheDocument();
  expect(within(numbers).queryByText('Spill-over')).not.toBeInTheDocument();
  expect(screen.getByText(/Started/)).toBeInTheDocument();
  expect(screen.getByText('· Scored by hours')).toBeInTheDocument();
  // not past its end: no cue
  expect(screen.queryByText(/ago — close it/)).not.toBeInTheDocument();
});

it('says "Spill-over" once closed, with the close instant', async () => {
  render(
    <SprintSummary
      sprint={sprint({ status: 'completed', closedAt: '2026-01-09T16:00:00.000Z', canClose: false })}
      onStart={() => {}}
    />,
  );
  const numbers = await screen.findByRole('region', { name: 'Frozen summary' });
  expect(within(numbers).getByText('Spill-over')).toBeInTheDocument();
  expect(within(numbers).queryByText('Remaining')).not.toBeInTheDocument();
  expect(screen.getByText(/· closed/)).toBeInTheDocument();
});

it('asks to close a sprint past its end, and counts in points when so scored', async () => {
  render(
    <SprintSummary
      sprint={sprint({
        daysPastEnd: 1,
        snapshot: {
          committedPoints: 13,
          completedPoints: 8,
          spillOverPoints: 10,
          scopeAddedPoints: 3,
          tasksWithoutPoints: 2,
          scoringUnit: 'points',
          score: 61.54,
        },
      })}
      onStart={() => {}}
    />,
  );
  expect(await screen.findByText('Ended 1 day ago — close it')).toBeInTheDocument();
  expect(screen.getByText('· Scored by story points (2 tasks without points count 0)')).toBeInTheDocument();
  const numbers = screen.getByRole('region', { name: 'Sprint so far' });
  for (const [label, value] of [
    ['Committed', '13 pt'],
    ['Remaining', '10 pt'],
    ['Score', '61.54'],
  ] as const)
    expect(within(numbers).getByText(label).closest('.ant-statistic')).toHaveTextContent(`${label}${value}`);
});
