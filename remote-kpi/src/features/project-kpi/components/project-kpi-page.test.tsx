import { exportPaths, milestoneListSchema, projectKpiDetailSchema } from '@timely/contract';
import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ids, MONTH, projectRow } from '../../../testing/kpi-fixtures';
import { ProjectKpiPage } from './project-kpi-page';

// whole antd screens in jsdom: slow on a loaded two-core machine, so these tests get more time than the default
jest.setTimeout(60_000);

// the charts are recharts in their own lazy chunk; they are not what these tests look at, and rendering
// them in jsdom costs seconds per test on a busy machine
jest.mock('./charts/lazy-charts', () => {
  const none = () => null;
  return {
    LazyHistoryChart: none,
    LazyMilestoneChart: none,
    LazyProfitabilityChart: none,
    LazyNpsByMonthChart: none,
    LazyNpsByQuestionChart: none,
  };
});

const milestoneId = '00000000-0000-4000-8000-0000000000f1';
const detail = (canEdit: boolean) =>
  projectKpiDetailSchema.parse({
    currency: 'USD',
    row: projectRow({ canEdit }),
    targets: { profitPercent: 20, enps: 7.5, cnps: 8, setIn: MONTH },
    history: [],
  });
const milestones = milestoneListSchema.parse({
  items: [
    {
      _id: milestoneId,
      projectId: ids.atlas,
      name: 'Beta launch',
      amount: 90_000,
      plannedRaiseDate: '2026-03-15',
      actualRaiseDate: null,
      paidOn: null,
      status: 'planned',
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
    },
  ],
  byMonth: [{ month: MONTH, planned: 90_000, paid: 0 }],
});
const changeRequests = { items: [] };

function renderPage(session = testSessions.manager, routes: Parameters<typeof createStubApiClient>[0] = {}) {
  const api = createStubApiClient(
    {
      [`GET /v2/kpis/projects/${ids.atlas}`]: { status: 200, data: detail(session !== testSessions.member) },
      [`GET /v2/kpis/projects/${ids.atlas}/milestones`]: { status: 200, data: milestones },
      [`GET /v2/kpis/projects/${ids.atlas}/change-requests`]: { status: 200, data: changeRequests },
      ...routes,
    },
    { session },
  );
  renderScreen(<ProjectKpiPage />, {
    client: api.client,
    session,
    route: `/projectlevelkpi/${ids.atlas}?month=${MONTH}`,
    path: '/projectlevelkpi/:projectId',
  });
  return api;
}

it('shows the month, its targets and the revenue records of the project', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Atlas Web Revamp' })).toBeInTheDocument();
  expect(screen.getByText('target 20%')).toBeInTheDocument();
  // each target on the scale of the value beside it: a survey's eNPS (+20) on −100…100, an entered cNPS on 0–10
  expect(screen.getByText('target +50')).toBeInTheDocument();
  expect(screen.getByText('target 8.0')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Milestones' });
  expect(within(table).getByText('Beta launch')).toBeInTheDocument();
  expect(within(table).getByText('$90,000')).toBeInTheDocument();
  expect(await screen.findByText('No change requests yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add milestone' })).toBeInTheDocument();
});

it('lets a member read but not change anything', async () => {
  renderPage(testSessions.member);
  await screen.findByRole('table', { name: 'Milestones' });
  expect(screen.queryByRole('button', { name: /Add|Edit|Delete/ })).not.toBeInTheDocument();
});

it('offers each table of records as a file, asked at its own export, an empty one not offered', async () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
  // jsdom cannot follow a download link
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    const path = exportPaths.kpiRecords('milestones', ids.atlas);
    const { callsTo } = renderPage(testSessions.member, {
      [`GET ${path}`]: {
        status: 200,
        data: new Blob(['file']),
        headers: { 'content-disposition': 'attachment; filename="milestones.csv"' },
      },
    });
    await screen.findByRole('table', { name: 'Milestones' });
    await screen.findByText('No change requests yet.');
    expect(screen.getByRole('button', { name: 'Export Change requests' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Export Milestones' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(callsTo(`GET ${path}`)[0]!.params).toEqual({ format: 'csv' });
  } finally {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
    click.mockRestore();
  }
});

// role queries over the whole antd page are slow in jsdom: each step looks inside the part it is about
it('asks for the dates a paid milestone needs before saving it', async () => {
  const { calls: sent } = renderPage();
  const section = (await screen.findByText('Milestones')).closest('.ant-card') as HTMLElement;
  await userEvent.click(within(section).getByRole('button', { name: 'Add milestone' }));
  const form = await screen.findByRole('form', { name: 'New milestone · Atlas Web Revamp' });
  await userEvent.click(within(form).getByLabelText('Milestone'));
  await userEvent.paste('Go-live');
  await userEvent.click(within(form).getByLabelText('Amount (USD)'));
  await userEvent.paste('1000');
  await userEvent.click(within(form).getByLabelText('Status'));
  await userEvent.click(await screen.findByTitle('paid'));
  const drawer = form.closest('.ant-drawer-section') as HTMLElement;
  await userEvent.click(within(drawer).getByText('Save'));
  expect(await within(form).findByText('Required for a paid milestone')).toBeInTheDocument();
  expect(within(form).getByText('Required once the invoice is raised')).toBeInTheDocument();
  expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);
});

it('deletes the record it names after asking', async () => {
  const { calls: sent } = renderPage(testSessions.manager, {
    [`DELETE /v2/kpis/milestones/${milestoneId}`]: { status: 200, data: { ok: true } },
  });
  const table = await screen.findByRole('table', { name: 'Milestones' });
  await userEvent.click(within(table).getByRole('button', { name: 'Delete milestone “Beta launch”' }));
  const confirm = (await screen.findByText('Delete milestone “Beta launch”?')).closest('.ant-popover') as HTMLElement;
  await userEvent.click(within(confirm).getByText('Delete'));
  expect(await screen.findByText('Deleted milestone “Beta launch”')).toBeInTheDocument();
  expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
    `/v2/kpis/milestones/${milestoneId}`,
  ]);
});

it('says so when the project is not the user’s', async () => {
  renderPage(testSessions.member, {
    [`GET /v2/kpis/projects/${ids.atlas}`]: failure(403, 'You are not on this project.'),
  });
  expect(await screen.findByText('You are not on this project, so its KPIs are not shown.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});
