import { DEFAULT_PREFERENCES } from '@timely/contract';
import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor } from '@testing-library/react';
import { Pagination } from '@timely/shared-ui/antd-more';
import { NotificationsDropdown } from '../../notifications/notifications-dropdown';
import { LazySearchBox } from '../../search/lazy-search-box';
import { renderWithProviders } from '../../testing/render-with-providers';

// what antd and its icons say by themselves when nobody gives them words
const ENGLISH_DEFAULTS = ['Page Size', 'search', 'bell'];

it.each(['de', 'ar'] as const)('the pager and the top bar name nothing in English, in %s', async (language) => {
  const api = createStubApiClient({
    'GET /v2/me/preferences': { data: { ...DEFAULT_PREFERENCES, language } },
    'GET /v2/notifications': {
      data: { items: [], total: 0, page: 1, perPage: 10, totalPages: 0, unreadCount: 0 },
    },
  });
  renderWithProviders(
    <>
      <LazySearchBox />
      <NotificationsDropdown />
      <Pagination total={200} showSizeChanger />
    </>,
    { session: testSessions.admin, api },
  );
  await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', language));
  // antd's own words for the language have arrived: the pager's "next page" is no longer English
  await waitFor(() => expect(screen.queryByTitle('Next Page')).not.toBeInTheDocument());
  const names = Array.from(document.querySelectorAll('[aria-label]'))
    .filter((element) => !element.closest('[aria-hidden="true"]'))
    .map((element) => element.getAttribute('aria-label'));
  for (const english of ENGLISH_DEFAULTS) expect(names).not.toContain(english);
  expect(screen.getByRole('combobox', { name: language === 'de' ? 'Seitengröße' : /الصفحة/ })).toBeInTheDocument();
});
