import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ids, MONTH, orgKpi, projectPage, projectRow } from '../../../testing/kpi-fixtures';
import { ProjectLevelPage } from './project-level-page';

// whole antd screens in jsdom: slow on a loaded two-core machine, so these tests get more time than the default
jest.setTimeout(60_000);

const route = `/projectlevel?month=${MONTH}`;
const cobalt = projectRow({
  project: { _id: ids.cobalt, name: 'Cobalt Data Platform', status: 'in_progress' },
  canEdit: false,
  _id: null,
  health: null,
  projectedRevenue: null,
  achievedRevenue: null,
});

it('shows the organisation row and the month of projects, with Edit only where the user may edit', async () => {
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/kpis/org': { status: 200, data: orgKpi() },
      'GET /v2/kpis/projects': { status: 200, data: projectPage([projectRow(), cobalt]) },
      'GET /v2/kpis/tv-links': { status: 200, data: { items: [] } },
    },
    { session: testSessions.admin },
  );
  renderScreen(<ProjectLevelPage />, { client, session: testSessions.admin, route });

  const org = await screen.findByRole('group', { name: 'Organisation KPIs' });
  expect(within(org).getByText('$100,000')).toBeInTheDocument();
  expect(within(org).getByRole('img', { name: /Health 84 of 100/ })).toBeInTheDocument();
  const projects = await screen.findByRole('table', { name: 'Project KPIs' });
  expect(within(projects).getByRole('link', { name: 'Atlas Web Revamp' })).toHaveAttribute(
    'href',
    `/projectlevelkpi/${ids.atlas}?month=${MONTH}`,
  );
  expect(within(projects).getAllByText('survey').length).toBeGreaterThan(0);
  expect(within(projects).getByRole('button', { name: /^Edit Atlas Web Revamp/ })).toBeInTheDocument();
  expect(within(projects).queryByRole('button', { name: /^Edit Cobalt/ })).not.toBeInTheDocument();
  expect(within(projects).getByText('Not recorded')).toBeInTheDocument();
  expect(screen.getByText('TV dashboard links')).toBeInTheDocument();
  expect(sent.find((request) => request.url === '/v2/kpis/projects')?.params).toMatchObject({
    month: MONTH,
    page: 1,
    perPage: 20,
  });
});

it('hides editing and the TV links from a member', async () => {
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/kpis/org': { status: 200, data: orgKpi({ canEdit: false }) },
      'GET /v2/kpis/projects': { status: 200, data: projectPage([projectRow({ canEdit: false })]) },
    },
    { session: testSessions.member },
  );
  renderScreen(<ProjectLevelPage />, { client, session: testSessions.member, route });
  await screen.findByRole('table', { name: 'Project KPIs' });
  expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  expect(screen.queryByText('TV dashboard links')).not.toBeInTheDocument();
  expect(sent.map((request) => request.url)).not.toContain('/v2/kpis/tv-links');
});

it('shows a member no money: the server left it out, and no column or amount stands in for it', async () => {
  const { expectedRevenue: _e, achievedRevenue: _a, profitPercent: _p, ...org } = orgKpi({ canEdit: false });
  const { projectedRevenue: _pr, achievedRevenue: _ar, profitPercent: _pp, ...row } = projectRow({ canEdit: false });
  const { client } = createStubApiClient(
    {
      'GET /v2/kpis/org': { status: 200, data: { ...org, targets: { ...org.targets, profitPercent: undefined } } },
      'GET /v2/kpis/projects': { status: 200, data: projectPage([row]) },
    },
    { session: testSessions.member },
  );
  renderScreen(<ProjectLevelPage />, { client, session: testSessions.member, route });
  const group = await screen.findByRole('group', { name: 'Organisation KPIs' });
  expect(within(group).queryByText('Expected revenue')).not.toBeInTheDocument();
  expect(within(group).queryByText(/\$/)).not.toBeInTheDocument();
  expect(within(group).getByText('eNPS')).toBeInTheDocument();
  const projects = await screen.findByRole('table', { name: 'Project KPIs' });
  expect(within(projects).queryByText(/\$/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Targets: profit/)).not.toBeInTheDocument();
});

it('keeps the rest of the page when one table fails, and retries it', async () => {
  let attempts = 0;
  const { client } = createStubApiClient(
    {
      'GET /v2/kpis/org': () =>
        attempts++ === 0 ? failure(500, 'Something went wrong on the server.') : { status: 200, data: orgKpi() },
      'GET /v2/kpis/projects': { status: 200, data: projectPage([]) },
    },
    { session: testSessions.member },
  );
  renderScreen(<ProjectLevelPage />, { client, session: testSessions.member, route });
  expect(await screen.findByText('Could not load the organisation KPIs')).toBeInTheDocument();
  expect(await screen.findByText(/No project was active in/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('group', { name: 'Organisation KPIs' })).toBeInTheDocument();
});

it('sends the search to the server once typing pauses, and keeps it in the URL', async () => {
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/kpis/org': { status: 200, data: orgKpi() },
      'GET /v2/kpis/projects': ({ params }) => ({
        status: 200,
        data: projectPage(params.search ? [] : [projectRow()]),
      }),
    },
    { session: testSessions.member },
  );
  renderScreen(<ProjectLevelPage />, { client, session: testSessions.member, route });
  await screen.findByRole('table', { name: 'Project KPIs' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'zzz');
  expect(await screen.findByText('No project matches “zzz”.')).toBeInTheDocument();
  const searches = sent
    .filter((request) => request.url === '/v2/kpis/projects')
    .map((request) => request.params.search);
  expect(searches).toEqual([undefined, 'zzz']);
});
