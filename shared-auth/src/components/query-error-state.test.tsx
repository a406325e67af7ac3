import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../api-error';
import { QueryErrorState } from './query-error-state';

it("shows the server's message and retries the query when a retry can help", async () => {
  const refetch = jest.fn();
  render(
    <QueryErrorState
      title="Could not load the peers"
      query={{ error: new ApiError(503, 'unavailable', 'The database is busy.'), refetch }}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Could not load the peers' })).toBeInTheDocument();
  expect(screen.getByText('The database is busy.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});

it('offers the way out, not Retry, when the query was refused or found nothing', () => {
  render(
    <MemoryRouter>
      <QueryErrorState
        query={{ error: new ApiError(403, 'forbidden', 'You are not on this project.'), refetch: jest.fn() }}
        exit={{ label: 'Back to projects', to: '/projects' }}
      />
    </MemoryRouter>,
  );
  expect(screen.getByText('You are not on this project.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/projects');
});
