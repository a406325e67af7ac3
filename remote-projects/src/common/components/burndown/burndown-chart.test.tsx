import { render, screen, within } from '@testing-library/react';
import { formatDay } from '../../utils/format';
import { BurndownChart } from './burndown-chart';

it('reads the burndown as a table: the committed hours at the start, then remaining, ideal and added hours per working day', () => {
  const days = [
    { day: '2026-11-23', remainingHours: 40, idealHours: 40, scopeAddedHours: 0, completedHours: 0 },
    { day: '2026-11-24', remainingHours: 34.5, idealHours: 30, scopeAddedHours: 2, completedHours: 7.5 },
    { day: '2026-11-25', remainingHours: null, idealHours: 20, scopeAddedHours: 0, completedHours: 0 },
  ];
  render(<BurndownChart burndown={{ sprintId: 's1', committedHours: 40, days }} />);
  const table = screen.getByRole('table', { name: 'Hours per working day' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'DayRemainingIdealScope added',
    'Start40 h40 h0 h',
    `${formatDay('2026-11-23')}40 h40 h0 h`,
    `${formatDay('2026-11-24')}34.5 h30 h2 h`,
    `${formatDay('2026-11-25')}—20 h0 h`,
  ]);
});
