import type { SearchGroup } from '@timely/contract';
import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../testing/render-with-providers';
import { SearchBox } from './search-box';

const groups = (q: string): SearchGroup[] => [
  { groupTitle: 'Pages', searchLimit: 4, data: q ? [{ id: 'feed', title: 'Feeds', link: '/feed' }] : [] },
  {
    groupTitle: 'Projects',
    searchLimit: 4,
    data: [{ id: 'p1', title: `Atlas ${q}`, subtitle: 'In Progress', link: '/view-components/overview/p1' }],
  },
  { groupTitle: 'Peers', searchLimit: 4, data: [] },
];

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderSearch(language: 'en' | 'de' = 'en') {
  const api = createStubApiClient({
    'GET /api/main-search/data': ({ params }) => ({ data: { searchResult: groups(String(params.q ?? '')) } }),
  });
  renderWithProviders(
    <ConfigProvider locale={{ locale: language }}>
      <SearchBox />
      <Where />
    </ConfigProvider>,
    { session: testSessions.admin, api },
  );
  return api;
}

it('asks the server once the user pauses, and shows results in groups', async () => {
  const api = renderSearch();
  await userEvent.type(screen.getByRole('combobox', { name: 'Search pages, projects and peers' }), 'fe');
  expect(await screen.findByText('Atlas fe')).toBeInTheDocument();
  expect(screen.getByText('Pages')).toBeInTheDocument();
  expect(screen.getByText('Projects')).toBeInTheDocument();
  // an empty group is not shown
  expect(screen.queryByText('Peers')).not.toBeInTheDocument();
  const asked = api.calls.filter((call) => call.url === '/api/main-search/data').map((call) => call.params.q);
  expect(asked).not.toContain('f');
  expect(asked).toContain('fe');
});

it("shows the type and priority of a task it found, in the reader's words", async () => {
  const api = renderSearch();
  api.on('GET /api/main-search/data', {
    data: {
      searchResult: [
        {
          groupTitle: 'Tasks',
          searchLimit: 4,
          data: [
            {
              id: 't1',
              title: 'Login crash',
              subtitle: 'Atlas',
              link: '/data-list/view-task/t1',
              taskType: 'bug',
              priority: 'urgent',
            },
            {
              id: 't2',
              title: 'Login copy',
              subtitle: 'Atlas',
              link: '/data-list/view-task/t2',
              taskType: 'story',
              priority: 'none',
            },
          ],
        },
      ],
    },
  });
  await userEvent.type(screen.getByRole('combobox', { name: 'Search pages, projects and peers' }), 'login');
  expect(await screen.findByText('Atlas · Bug · Urgent')).toBeInTheDocument();
  expect(screen.getByText('Atlas · Story')).toBeInTheDocument();
});

it('moves through results with the keyboard and opens one with Enter', async () => {
  renderSearch();
  const box = screen.getByRole('combobox', { name: 'Search pages, projects and peers' });
  await userEvent.type(box, 'fe');
  await screen.findByText('Atlas fe');
  // rc-select reads keyCode, which user-event's keyboard does not set: send the keys it understands
  const first = box.getAttribute('aria-activedescendant');
  fireEvent.keyDown(box, { key: 'ArrowDown', keyCode: 40, which: 40 });
  expect(box.getAttribute('aria-activedescendant')).not.toBe(first);
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 13, which: 13 });
  fireEvent.keyUp(box, { key: 'Enter', keyCode: 13, which: 13 });
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/view-components/overview/p1'));
  expect(box).toHaveValue('');
});

it('never lists the results of an earlier text while the new ones load', async () => {
  renderSearch();
  const box = screen.getByRole('combobox', { name: 'Search pages, projects and peers' });
  await userEvent.type(box, 'fe');
  await screen.findByText('Atlas fe');
  await userEvent.type(box, 'x');
  expect(screen.queryByText('Atlas fe')).not.toBeInTheDocument();
  expect(await screen.findByText('Atlas fex')).toBeInTheDocument();
});

it('says when nothing matches', async () => {
  const api = renderSearch();
  api.on('GET /api/main-search/data', { data: { searchResult: [] } });
  await userEvent.type(screen.getByRole('combobox', { name: 'Search pages, projects and peers' }), 'zz');
  expect(await screen.findByText('No pages, projects or peers match “zz”.')).toBeInTheDocument();
});

it('speaks German: the box and the group headings; a project keeps its name', async () => {
  renderSearch('de');
  await userEvent.type(
    await screen.findByRole('combobox', { name: 'Seiten, Projekte und Kollegen durchsuchen' }),
    'fe',
  );
  expect(await screen.findByText('Atlas fe')).toBeInTheDocument();
  expect(screen.getByText('Seiten')).toBeInTheDocument();
  expect(screen.getByText('Projekte')).toBeInTheDocument();
});

it("names the demo apps' pages in the portal's language and opens them", async () => {
  const api = createStubApiClient({
    'GET /api/main-search/data': {
      data: {
        searchResult: [
          {
            groupTitle: 'Pages',
            searchLimit: 4,
            data: [
              { id: 'email', title: 'E-mail', link: '/email/inbox' },
              { id: 'todo', title: 'To-do', link: '/todo/all' },
              { id: 'user-list', title: 'User List', link: '/pages/user/list' },
            ],
          },
        ],
      },
    },
  });
  renderWithProviders(
    <ConfigProvider locale={{ locale: 'de' }}>
      <SearchBox />
      <Where />
    </ConfigProvider>,
    { session: testSessions.member, api },
  );
  const box = await screen.findByRole('combobox');
  await userEvent.type(box, 'app');
  expect(await screen.findByText('Aufgaben')).toBeInTheDocument();
  expect(screen.getByText('Benutzerliste')).toBeInTheDocument();
  await userEvent.click(screen.getByText('E-Mail'));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/email/inbox'));
});
