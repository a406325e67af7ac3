import { loadAllCatalogsIn } from '@timely/shared-ui';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { NotAuthorizedPage, preloadSignedInPages } from './lazy-pages';

it('renders a page whose code was preloaded at once, with no loading state in between', async () => {
  await preloadSignedInPages();
  // the English of the catalogs the pages' code defined (the test setup loads those defined before a test)
  await loadAllCatalogsIn('en');
  renderWithProviders(<NotAuthorizedPage />);
  // no findBy: the first render already holds the page, as a first visit after the portal's idle preload does
  expect(screen.getByText('You are not authorized!')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
