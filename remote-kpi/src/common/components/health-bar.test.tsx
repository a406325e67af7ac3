import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { health84 } from '../../testing/kpi-fixtures';
import { HealthBar } from './health-bar';

it('shows the score and its band, and the four parts on hover', async () => {
  render(<HealthBar health={health84} currency="USD" />);
  const bar = screen.getByRole('img', { name: 'Health 84 of 100, Excellent' });
  expect(bar).toHaveTextContent('84');
  expect(bar).toHaveTextContent('Excellent');
  await userEvent.hover(bar);
  expect(await screen.findByText(/Revenue: \$80,000 of \$100,000 → 20\.0 \/ 25/)).toBeInTheDocument();
  expect(screen.getByText(/Profit %: 15% of 20% → 18\.8 \/ 25/)).toBeInTheDocument();
  expect(screen.getByText(/cNPS: 9\.0 of 8\.0 → 25\.0 \/ 25/)).toBeInTheDocument();
});

it('shows only the surveys out of 50 when the money parts and the score are not sent', async () => {
  render(
    <HealthBar
      health={{
        parts: [
          { key: 'revenue', label: 'Revenue' },
          { key: 'profit', label: 'Profit %' },
          { key: 'enps', label: 'eNPS', ratio: 0.8, points: 20 },
          { key: 'cnps', label: 'cNPS', ratio: 1, points: 25 },
        ],
      }}
      currency="USD"
    />,
  );
  const figure = screen.getByRole('img', { name: 'Health without money figures: surveys 45.0 of 50' });
  expect(figure).toHaveTextContent('Surveys 45.0 / 50');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  await userEvent.hover(figure);
  expect(await screen.findByText('Revenue: not shown')).toBeInTheDocument();
  expect(screen.getByText('Profit %: not shown')).toBeInTheDocument();
  expect(screen.getByText(/eNPS: 20\.0 \/ 25/)).toBeInTheDocument();
});

it('says when nothing is recorded instead of drawing an empty bar', () => {
  render(<HealthBar health={null} currency="USD" />);
  expect(screen.getByText('Not recorded')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
