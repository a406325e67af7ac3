import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backlogPageSchema } from '@timely/contract';
import { useLocation } from 'react-router-dom';
import { ids, project } from '../../../testing/project-fixtures';
import { task } from '../../../testing/task-fixtures';
import { epicFixtures, epicList, labelFixtures, optionsWithLabels } from '../../../testing/work-item-fixtures';
import { BacklogPage } from './backlog-page';

jest.setTimeout(60_000);

/** The backlog's filters by type, priority, label and epic (issue #49): the query they send and the URL. */

const path = '/data-list/backlog/:projectId';
const backlogRoute = `GET /v2/projects/${ids.atlas}/backlog`;
const { frontend } = labelFixtures;
const { onboarding } = epicFixtures;

function stubs() {
  const response = backlogPageSchema.parse({
    items: [task({ sprintId: null, canMove: true })],
    total: 1,
    page: 1,
    perPage: 100,
    totalPages: 1,
    sprints: [],
    plan: [],
    canManage: true,
  });
  return createStubApiClient(
    {
      [backlogRoute]: { data: response },
      [`GET /v2/projects/${ids.atlas}`]: { data: project() },
      [`GET /v2/projects/${ids.atlas}/sprints`]: { data: { items: [], total: 0 } },
      [`GET /v2/projects/${ids.atlas}/epics`]: { data: epicList() },
      'GET /v2/options': { data: optionsWithLabels() },
    },
    { session: testSessions.manager },
  );
}

/** The page's query string, as the address bar would show it. */
function Url() {
  return <output aria-label="URL">{decodeURIComponent(useLocation().search)}</output>;
}

function renderBacklog(stub: ReturnType<typeof stubs>, search = '') {
  renderScreen(
    <>
      <BacklogPage />
      <Url />
    </>,
    { client: stub.client, session: testSessions.manager, route: `/data-list/backlog/${ids.atlas}${search}`, path },
  );
}

const url = () => screen.getByRole('status', { name: 'URL' }).textContent;
const lastQuery = (stub: ReturnType<typeof stubs>) => stub.callsTo(backlogRoute).at(-1)?.params;

async function choose(filter: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: filter }));
  await userEvent.click(await screen.findByTitle(option));
}

it('opens with the filters its URL holds and sends them, each value as its own parameter', async () => {
  const stub = stubs();
  renderBacklog(stub, `?type=bug&type=story&priority=urgent&label=${frontend._id}&epic=none&page=2`);
  await waitFor(() =>
    expect(lastQuery(stub)).toEqual({
      page: 2,
      perPage: 100,
      planLimit: 60,
      type: ['bug', 'story'],
      priority: ['urgent'],
      label: [frontend._id],
      epic: 'none',
    }),
  );
  const bar = screen.getByRole('search', { name: 'Filters' });
  expect(await within(bar).findByText('No epic')).toBeInTheDocument();
  expect(within(bar).getByText('Frontend')).toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
});

it('sends each filter as it is chosen, back on the first page, and keeps them in the URL', async () => {
  const stub = stubs();
  renderBacklog(stub, '?page=3');
  expect(await screen.findByRole('link', { name: 'Checkout page' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

  await choose('Filter by type', 'Bug');
  await waitFor(() => expect(lastQuery(stub)).toEqual({ page: 1, perPage: 100, planLimit: 60, type: ['bug'] }));
  expect(url()).toBe('?type=bug');

  await choose('Filter by priority', 'Urgent');
  await userEvent.click(await screen.findByTitle('High'));
  await waitFor(() => expect(lastQuery(stub)?.priority).toEqual(['urgent', 'high']));

  await choose('Filter by label', 'Frontend');
  await waitFor(() => expect(lastQuery(stub)?.label).toEqual([frontend._id]));

  await choose('Filter by epic', 'Onboarding');
  await waitFor(() => expect(lastQuery(stub)?.epic).toBe(onboarding._id));
  await choose('Filter by epic', 'No epic');
  await waitFor(() =>
    expect(lastQuery(stub)).toEqual({
      page: 1,
      perPage: 100,
      planLimit: 60,
      type: ['bug'],
      priority: ['urgent', 'high'],
      label: [frontend._id],
      epic: 'none',
    }),
  );
  expect(url()).toBe(`?type=bug&priority=urgent&priority=high&label=${frontend._id}&epic=none`);
});

it('clears every filter at once, the text box too', async () => {
  const stub = stubs();
  renderBacklog(stub, `?q=login&assignee=unassigned&type=chore&label=${frontend._id}&page=2`);
  const box = await screen.findByRole('searchbox', { name: 'Filter by text' });
  expect(box).toHaveValue('login');
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(lastQuery(stub)).toEqual({ page: 1, perPage: 100, planLimit: 60 }));
  expect(url()).toBe('');
  expect(screen.getByRole('searchbox', { name: 'Filter by text' })).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
});
