import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedErrorBoundary } from './feed-error-boundary';

let crash = true;
function FlakyList() {
  if (crash) throw new Error('Cannot read properties of undefined (reading "items")');
  return <p>The feed</p>;
}

it('keeps a crash inside the feed widget and renders it again on Retry', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <>
      <p>Composer stays</p>
      <FeedErrorBoundary>
        <FlakyList />
      </FeedErrorBoundary>
    </>,
  );
  expect(screen.getByText('The feed could not be shown')).toBeInTheDocument();
  expect(screen.getByText('Composer stays')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('[remote_feeds] the feed list failed to render', expect.any(Error));
  crash = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByText('The feed')).toBeInTheDocument();
  logged.mockRestore();
});
