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

it('says when nothing is recorded instead of drawing an empty bar', () => {
  render(<HealthBar health={null} currency="USD" />);
  expect(screen.getByText('Not recorded')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
