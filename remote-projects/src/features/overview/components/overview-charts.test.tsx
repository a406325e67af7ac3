import { render, screen, within } from '@testing-library/react';
import { TaskCountChart } from './overview-charts';

it('reads planned against completed tasks per sprint as a table', () => {
  const sprint = { startDate: '2026-11-02', endDate: '2026-11-13', closed: true };
  render(
    <TaskCountChart
      sprints={[
        { ...sprint, sprintId: 's1', number: 4, name: 'Search', planned: 12, actual: 9 },
        { ...sprint, sprintId: 's2', number: 5, name: 'Billing', planned: 7, actual: 7 },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Planned and completed tasks per sprint' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['SprintPlanned tasksCompleted tasks', '#4 Search129', '#5 Billing77']);
});
