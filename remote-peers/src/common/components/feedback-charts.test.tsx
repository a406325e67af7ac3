import { formatMonthOf } from '@timely/shared-ui';
import { render, screen, within } from '@testing-library/react';
import { FeedbackRadar, FeedbackTrend } from './feedback-charts';

// The 360 report's charts read their numbers as tables (their text alternative), from their props.

const averages = { dependability: 4.2, impact: 3.75, teamplay: 5, competence: 3, ownership: 4.5 };

it('the radar: the average of each parameter', () => {
  render(<FeedbackRadar averages={averages} />);
  const table = screen.getByRole('table', { name: 'Average score per parameter, on 1 to 5' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['ParameterAverage', 'Dependability4.20', 'Impact3.75', 'Teamplay5.00', 'Competence3.00', 'Ownership4.50']);
});

it('the trend: each parameter month by month, a month under the threshold without numbers', () => {
  render(
    <FeedbackTrend
      monthly={[
        { month: '2026-10', averages },
        { month: '2026-11', averages: null },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Average score per parameter and month, on 1 to 5' });
  expect(
    within(table).getByRole('row', { name: `${formatMonthOf('2026-10')} 4.20 3.75 5.00 3.00 4.50` }),
  ).toBeInTheDocument();
  expect(within(table).getByRole('row', { name: `${formatMonthOf('2026-11')} — — — — —` })).toBeInTheDocument();
});
