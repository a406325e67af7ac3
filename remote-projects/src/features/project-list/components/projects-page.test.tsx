import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ids, project, projectPage } from '../../../testing/project-fixtures';
import { formatDay } from '../../../common/utils/format';
import { ProjectsPage } from './projects-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(180_000);

const cobalt = project({
  _id: ids.cobalt,
  name: 'Cobalt Data Platform',
  canManage: false,
  score: null,
  recurringMonths: null,
  endDate: '2026-12-31',
  openSprints: 0,
});
const formAnswers = {
  'GET /v2/peers': { status: 200, data: { items: [], total: 0, page: 1, perPage: 40, totalPages: 0 } },
  'GET /v2/options': {
    status: 200,
    data: {
      jobRoles: [],
      designations: [],
      locations: [],
      platforms: [{ _id: ids.web, name: 'Web' }],
      publicHolidays: [],
      workModes: [],
      currentStatuses: [],
      labels: [],
      levels: [],
    },
  },
};

it('shows the project columns, with edit and delete only where the user may manage', async () => {
  const { client, calls: sent } = createStubApiClient(
    { 'GET /v2/projects': { status: 200, data: projectPage([project(), cobalt]) } },
    { session: testSessions.manager },
  );
  renderScreen(<ProjectsPage />, {
    client,
    session: testSessions.manager,
    route: '/data-list/view-all-projects?search=a&sort=score&order=desc',
  });
  const table = await screen.findByRole('table', { name: 'Projects' });
  expect(await within(table).findByRole('link', { name: 'Atlas Web Revamp' }, { timeout: 30_000 })).toHaveAttribute(
    'href',
    `/view-components/overview/${ids.atlas}`,
  );
  expect(within(table).getByText('Yes, 6 months')).toBeInTheDocument();
  // a recurring project ends where its overview says: the start plus its months
  const atlasRow = within(table).getByRole('link', { name: 'Atlas Web Revamp' }).closest('tr')!;
  expect(within(atlasRow as HTMLElement).getByText(formatDay('2026-07-05'))).toBeInTheDocument();
  expect(within(table).getAllByText('In Progress')).toHaveLength(2);
  expect(within(table).getByText('72.5')).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Edit Atlas Web Revamp' })).toBeInTheDocument();
  expect(within(table).queryByRole('button', { name: 'Edit Cobalt Data Platform' })).not.toBeInTheDocument();
  // page, size, search and sort come from the URL
  expect(sent.find((request) => request.url === '/v2/projects')?.params).toMatchObject({
    page: 1,
    perPage: 20,
    search: 'a',
    sort: 'score',
    order: 'desc',
  });
});

it('warns about open sprints before deleting, then deletes with force', async () => {
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/projects': { status: 200, data: projectPage([project()]) },
      [`DELETE /v2/projects/${ids.atlas}`]: { status: 200, data: { ok: true } },
    },
    { session: testSessions.admin },
  );
  renderScreen(<ProjectsPage />, { client, session: testSessions.admin });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Atlas Web Revamp' }, { timeout: 30_000 }));
  expect(await screen.findByText('It still has 2 open sprints. Its history stays stored.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(sent.find((request) => request.method === 'DELETE')?.params).toEqual({ force: 'true' }));
});

it('shows an empty state and an error state with retry', async () => {
  let fail = true;
  const { client } = createStubApiClient(
    {
      'GET /v2/projects': () =>
        fail ? failure(500, 'Something went wrong on the server.') : { status: 200, data: projectPage([]) },
    },
    { session: testSessions.member },
  );
  renderScreen(<ProjectsPage />, { client, session: testSessions.member });
  expect(await screen.findByText('Something went wrong on the server.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByText('No projects yet.')).toBeInTheDocument();
});

it("creates a project from the drawer, checking fields first and showing the server's field message", async () => {
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/projects': { status: 200, data: projectPage([]) },
      ...formAnswers,
      'POST /v2/projects': failure(400, 'Invalid request: name is taken', [
        { field: 'name', message: 'is already used by another project' },
      ]),
    },
    { session: testSessions.manager },
  );
  renderScreen(<ProjectsPage />, { client, session: testSessions.manager });
  await userEvent.click(await screen.findByRole('button', { name: 'New project' }, { timeout: 30_000 }));
  const form = await screen.findByRole('form', { name: 'New project' }, { timeout: 30_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
  expect(await within(form).findByText('Name is required', {}, { timeout: 30_000 })).toBeInTheDocument();
  expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

  await userEvent.type(within(form).getByLabelText('Name'), 'Zephyr');
  await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
  expect(
    await within(form).findByText('is already used by another project', {}, { timeout: 30_000 }),
  ).toBeInTheDocument();
  const body = sent.filter((request) => request.method === 'POST').at(-1)!.data as Record<string, unknown>;
  expect(body).toMatchObject({ name: 'Zephyr', status: 'pending', recurringMonths: 3, endDate: null });
});
