import { render, screen, within } from '@testing-library/react';
import { PlannedActualChart } from './planned-actual-chart';

it('reads planned against actual hours per sprint as a table', () => {
  render(
    <PlannedActualChart
      points={[
        { sprintId: 's1', number: 1, name: 'Kick-off', planned: 120, actual: 96.5, closed: true },
        { sprintId: 's2', number: 2, name: 'Checkout', planned: 80, actual: 0, closed: false },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Planned and actual hours per sprint' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['SprintPlanned hoursActual hours', '#1 Kick-off12096.5', '#2 Checkout800']);
});
