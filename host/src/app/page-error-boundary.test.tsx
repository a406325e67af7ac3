import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { PageErrorBoundary } from './page-error-boundary';

const ChunkThatFailsToLoad = lazy(() => Promise.reject(new Error('Loading chunk 42 failed')));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('shows a way back, not a blank window, when a page of the host cannot be downloaded', async () => {
  const { rerender } = render(
    <PageErrorBoundary resetKey="/profile">
      <Suspense fallback="loading">
        <ChunkThatFailsToLoad />
      </Suspense>
    </PageErrorBoundary>,
  );
  expect(await screen.findByText('This page could not be shown')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

  // another page starts afresh
  rerender(<PageErrorBoundary resetKey="/notifications">the next page</PageErrorBoundary>);
  expect(screen.getByText('the next page')).toBeInTheDocument();
});
