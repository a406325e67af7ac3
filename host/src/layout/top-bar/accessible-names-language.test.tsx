import { DEFAULT_PREFERENCES } from '@timely/contract';
import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor } from '@testing-library/react';
import { pagerItem } from '@timely/shared-ui';
import { Pagination, Select, Tabs } from '@timely/shared-ui/antd-more';
import { Input } from 'antd';
import { NotificationsDropdown } from '../../notifications/notifications-dropdown';
import { LazySearchBox } from '../../search/lazy-search-box';
import { renderWithProviders } from '../../testing/render-with-providers';

// what antd and its icons say by themselves when nobody gives them words
const ENGLISH_DEFAULTS = [
  'Page Size',
  'search',
  'bell',
  'left',
  'right',
  'double-right',
  'close-circle',
  'close',
  'down',
];

it.each(['de', 'ar'] as const)(
  "the pager, the top bar and the controls' icons name nothing in English, in %s",
  async (language) => {
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
        <Pagination total={200} showSizeChanger itemRender={pagerItem} />
        <Select aria-label="one" allowClear value="a" options={[{ value: 'a', label: 'A' }]} />
        <Select aria-label="many" mode="multiple" value={['a']} options={[{ value: 'a', label: 'A' }]} />
        <Input.Search aria-label="find" allowClear defaultValue="x" />
        <Tabs
          items={[
            { key: 'a', label: 'A' },
            { key: 'b', label: 'B' },
          ]}
        />
      </>,
      { session: testSessions.admin, api },
    );
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', language));
    // antd's own translations for the language have arrived: the pager's "next page" is no longer English
    await waitFor(() => expect(screen.queryByTitle('Next Page')).not.toBeInTheDocument());
    const names = Array.from(document.querySelectorAll('[aria-label]'))
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .map((element) => element.getAttribute('aria-label'));
    for (const english of ENGLISH_DEFAULTS) expect(names).not.toContain(english);
    expect(screen.getByRole('combobox', { name: language === 'de' ? 'Seitengröße' : /الصفحة/ })).toBeInTheDocument();
    // the pager's arrows and the input's clear and search buttons speak the language
    const words = language === 'de' ? ['Nächste Seite', 'Suchen', 'Leeren'] : ['الصفحة التالية', 'بحث', 'مسح'];
    for (const word of words) expect(screen.getAllByRole('button', { name: word }).length).toBeGreaterThan(0);
    // the tabs' overflow button (hidden while every tab fits)
    expect(document.querySelector('.ant-tabs-nav-more')).toHaveAttribute(
      'aria-label',
      language === 'de' ? 'Weitere Tabs' : 'مزيد من علامات التبويب',
    );
  },
);
