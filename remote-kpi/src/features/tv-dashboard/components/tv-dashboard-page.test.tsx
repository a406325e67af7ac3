import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { buildTheme, DARK_SURFACES } from '@timely/shared-ui';
import { screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { tvDashboard } from '../../../testing/kpi-fixtures';
import { TvDashboardPage } from './tv-dashboard-page';

it('opens with the link key alone, sent in a header and never with a session', async () => {
  const { client, calls: sent } = createStubApiClient(
    { 'GET /v2/kpis/tv': { status: 200, data: tvDashboard() } },
    { session: testSessions.admin },
  );
  renderScreen(<TvDashboardPage />, { client, session: testSessions.admin, route: '/tvapp?key=k3y' });
  expect(await screen.findByText('Acme · KPIs')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Spotlight: Atlas Web Revamp' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Projects' })).toHaveTextContent('Atlas Web Revamp');
  expect(sent[0]!.headers.get('x-tv-key')).toBe('k3y');
  expect(sent[0]!.headers.get('Authorization')).toBeUndefined();
});

it('says the link was revoked on a 401, without signing anybody out', async () => {
  const { client, signOuts } = createStubApiClient(
    { 'GET /v2/kpis/tv': failure(401, 'This TV link was revoked or is not valid.') },
    { session: testSessions.admin },
  );
  renderScreen(<TvDashboardPage />, { client, session: testSessions.admin, route: '/tvapp?key=old' });
  expect(await screen.findByText('This TV link was revoked')).toBeInTheDocument();
  expect(signOuts()).toBe(0);
});

it('says the link has expired when the API refuses it as expired', async () => {
  const { client } = createStubApiClient({
    'GET /v2/kpis/tv': {
      status: 401,
      data: { statusCode: 401, error: 'Unauthorized', message: 'This TV link has expired.', code: 'kpi.tvLinkExpired' },
    },
  });
  renderScreen(<TvDashboardPage />, { client, route: '/tvapp?key=late' });
  expect(await screen.findByText('This TV link has expired')).toBeInTheDocument();
  expect(screen.getByText('It is no longer valid. Ask a company admin for a new link.')).toBeInTheDocument();
});

it('asks for a link when opened without a key', async () => {
  const { client, calls: sent } = createStubApiClient({});
  renderScreen(<TvDashboardPage />, { client, route: '/tvapp' });
  expect(await screen.findByText('This screen needs a TV link')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

it("is dark even inside the portal's light theme (its titles were white on the light page)", async () => {
  const { client } = createStubApiClient({ 'GET /v2/kpis/tv': { status: 200, data: tvDashboard() } });
  renderScreen(
    <ConfigProvider theme={buildTheme({ theme: 'light' })}>
      <TvDashboardPage />
    </ConfigProvider>,
    { client, route: '/tvapp?key=k3y' },
  );
  expect(await screen.findByText('Acme · KPIs')).toBeInTheDocument();
  expect(screen.getByTestId('tv-dashboard')).toHaveStyle({ background: DARK_SURFACES.layout });
});

it("shows the spotlight's eNPS on the scale of its source, as the org strip does (a survey's −100…100)", async () => {
  const { client } = createStubApiClient({ 'GET /v2/kpis/tv': { status: 200, data: tvDashboard() } });
  renderScreen(<TvDashboardPage />, { client, route: '/tvapp?key=k3y' });
  const spotlight = await screen.findByRole('region', { name: 'Spotlight: Atlas Web Revamp' });
  // the statistics' titles, not the radar's table (which names the same measures)
  expect(
    within(spotlight).getByText('eNPS', { selector: '.ant-statistic-title' }).closest('.ant-statistic'),
  ).toHaveTextContent(/eNPS\s*-50/);
  expect(
    within(spotlight).getByText('cNPS', { selector: '.ant-statistic-title' }).closest('.ant-statistic'),
  ).toHaveTextContent(/cNPS\s*9\.0/);
});
