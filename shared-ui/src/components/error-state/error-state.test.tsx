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
