import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './error-state';

it('shows the message and calls onRetry', async () => {
  const onRetry = jest.fn();
  render(<ErrorState message="The server is unreachable." onRetry={onRetry} />);
  expect(screen.getByText('The server is unreachable.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('offers the given actions instead of Retry, under its title', () => {
  render(<ErrorState status="error" title="Something broke" message="Details" actions={<button>Reload module</button>} />);
  expect(screen.getByRole('heading', { name: 'Something broke' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload module' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});
