import { createStubApiClient, renderScreen, testSessions, type StubRequest } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  epicListSchema,
  projectTasksPageSchema,
  savedViewSchema,
  type ProjectTask,
  type SavedView,
} from '@timely/contract';
import { overviewFixtures } from '../../../testing/overview-fixtures';
import { ids, project, sprint, sprintList } from '../../../testing/project-fixtures';
import { task, taskIds } from '../../../testing/task-fixtures';
import { ProjectTasksPage } from './project-tasks-page';

jest.setTimeout(60_000);

const path = '/data-list/project-tasks/:projectId';
const base = `/data-list/project-tasks/${ids.atlas}`;
const viewId = '00000000-0000-4000-8000-00000000f1e1';

const row = (overrides: Partial<ProjectTask> = {}): ProjectTask => ({
  ...task({ sprintId: null }),
  sprint: null,
  ...overrides,
});
const page = (items: ProjectTask[]) =>
  projectTasksPageSchema.parse({ items, total: items.length, page: 1, perPage: 50, totalPages: items.length ? 1 : 0 });
const view = (overrides: Partial<SavedView> = {}): SavedView =>
  savedViewSchema.parse({
    _id: viewId,
    projectId: ids.atlas,
    name: 'Team bugs',
    shared: true,
    filters: { perPage: 50, sort: 'priority', order: 'asc', type: ['bug'] },
    owner: { _id: testSessions.manager.user._id, name: testSessions.manager.user.name },
    mine: false,
    canManage: false,
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-01T09:00:00.000Z',
    ...overrides,
  });

function setUp(items: ProjectTask[] = [row()], views: SavedView[] = []) {
  const stub = createStubApiClient({
    [`GET /v2/projects/${ids.atlas}/tasks`]: { data: page(items) },
    [`GET /v2/projects/${ids.atlas}/views`]: { data: { items: views } },
    [`GET /v2/projects/${ids.atlas}`]: { data: project() },
    [`GET /v2/projects/${ids.atlas}/sprints`]: { data: sprintList([sprint()]) },
    [`GET /v2/projects/${ids.atlas}/epics`]: { data: epicListSchema.parse({ items: [], total: 0, canManage: false }) },
    'GET /v2/options': { data: overviewFixtures.options() },
  });
  return stub;
}
const taskCalls = (stub: ReturnType<typeof setUp>) => stub.callsTo(`GET /v2/projects/${ids.atlas}/tasks`);
const lastParams = (stub: ReturnType<typeof setUp>) => (taskCalls(stub).at(-1) as StubRequest).params;

it('lists the tasks with their sprint or the backlog, each title linking to its page', async () => {
  const stub = setUp([
    row({ title: 'In the backlog', storyPoints: 3 }),
    row({
      _id: taskIds.two,
      title: 'In a sprint',
      sprintId: ids.sprint2,
      sprint: { _id: ids.sprint2, name: 'Sprint 2', status: 'current' },
    }),
  ]);
  renderScreen(<ProjectTasksPage />, { client: stub.client, session: testSessions.member, route: base, path });
  const link = await screen.findByRole('link', { name: 'In the backlog' });
  expect(link).toHaveAttribute('href', `/data-list/view-task/${taskIds.one}`);
  const rows = screen.getAllByRole('row');
  expect(within(rows[1]!).getByText('Backlog')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('Sprint 2')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All tasks' })).toHaveAttribute('aria-current', 'page');
});

it('asks the API for what the address says, and a filter chosen joins the query', async () => {
  const stub = setUp();
  renderScreen(<ProjectTasksPage />, {
    client: stub.client,
    session: testSessions.member,
    route: `${base}?q=login&type=bug&type=story&sprint=backlog&sort=title&order=desc&page=2`,
    path,
  });
  await screen.findByRole('link', { name: 'Checkout page' });
  expect(lastParams(stub)).toEqual({
    page: 2,
    perPage: 50,
    sort: 'title',
    order: 'desc',
    search: 'login',
    type: ['bug', 'story'],
    sprint: ['backlog'],
  });
  await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
  await userEvent.click(await screen.findByTitle('Stuck'));
  await waitFor(() => expect(lastParams(stub)).toMatchObject({ status: ['stuck'], page: 1, type: ['bug', 'story'] }));
});

it('says so when nothing matches the filters, and clears them', async () => {
  const stub = setUp([]);
  renderScreen(<ProjectTasksPage />, {
    client: stub.client,
    session: testSessions.member,
    route: `${base}?type=bug`,
    path,
  });
  expect(await screen.findByText('No task matches these filters.')).toBeInTheDocument();
  await userEvent.click(screen.getAllByRole('button', { name: 'Clear the filters' }).at(-1)!);
  await waitFor(() => expect(lastParams(stub)).not.toHaveProperty('type'));
});

it('shows Retry when the list fails', async () => {
  const stub = setUp();
  stub.on(`GET /v2/projects/${ids.atlas}/tasks`, {
    status: 500,
    data: {
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on the server.',
      code: 'server.failed',
      requestId: 'r1',
    },
  });
  renderScreen(<ProjectTasksPage />, { client: stub.client, session: testSessions.member, route: base, path });
  expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
});

it('opens a shared view with its filters, marked as shared and whose it is', async () => {
  const stub = setUp([row()], [view()]);
  renderScreen(<ProjectTasksPage />, { client: stub.client, session: testSessions.member, route: base, path });
  await screen.findByRole('link', { name: 'Checkout page' });
  await userEvent.click(screen.getByRole('combobox', { name: 'View' }));
  const option = await screen.findByText('Team bugs', { selector: '.ant-select-item-option-content *' });
  expect(
    within(option.closest('.ant-select-item-option-content') as HTMLElement).getByText('Shared'),
  ).toBeInTheDocument();
  await userEvent.click(option);
  await waitFor(() => expect(lastParams(stub)).toMatchObject({ type: ['bug'], sort: 'priority', page: 1 }));
  // not theirs to change: no actions
  expect(screen.queryByRole('button', { name: 'Actions of the view' })).not.toBeInTheDocument();
});

it('saves the current filters as a private view and chooses it', async () => {
  const stub = setUp();
  stub.on(`POST /v2/projects/${ids.atlas}/views`, () => ({
    status: 201,
    data: view({
      name: 'My stuck work',
      shared: false,
      mine: true,
      canManage: true,
      filters: { perPage: 50, sort: 'rank', order: 'asc', status: ['stuck'] },
      owner: { _id: testSessions.member.user._id, name: testSessions.member.user.name },
    }),
  }));
  renderScreen(<ProjectTasksPage />, {
    client: stub.client,
    session: testSessions.member,
    route: `${base}?status=stuck&page=2`,
    path,
  });
  await screen.findByRole('link', { name: 'Checkout page' });
  await userEvent.click(screen.getByRole('button', { name: 'Save as view…' }));
  const dialog = (await screen.findByText('Save as view', { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;
  await userEvent.type(within(dialog).getByLabelText('Name'), 'My stuck work');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(stub.callsTo(`POST /v2/projects/${ids.atlas}/views`)).toHaveLength(1));
  const body = stub.callsTo(`POST /v2/projects/${ids.atlas}/views`)[0]!.data;
  expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual({
    name: 'My stuck work',
    shared: false,
    filters: { perPage: 50, sort: 'rank', order: 'asc', status: ['stuck'] },
  });
  expect(await screen.findByText('View saved')).toBeInTheDocument();
});
