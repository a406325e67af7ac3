import { loadRemote } from '@module-federation/enhanced/runtime';
import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { forgetRemoteApps } from '../remotes/remote-outlet';
import { knownScreensOf } from '../screens/known-screens';
import { registerPortalRemotes } from '../remotes/remote-registry';
import { stubRemoteManifests } from '../testing/remote-manifest-stub';
import { renderWithProviders } from '../testing/render-with-providers';
import type { RemoteKey } from '@timely/shared-ui';
import { AppRouter } from './router';

const mockedLoadRemote = loadRemote as jest.Mock;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(route: string, session: typeof testSessions.admin | null) {
  registerPortalRemotes({
    projects: 'http://r/p.json',
    peers: 'http://r/q.json',
    feeds: 'http://r/f.json',
    kpi: 'http://r/k.json',
  });
  // like a real remote, the stub renders its own <Routes> with the portal's absolute paths, so a route
  // mounted where descendant routes cannot match (not under the splat) shows nothing
  mockedLoadRemote.mockImplementation(async (id: string) => ({
    default: () => (
      <Routes>
        {knownScreensOf(id.replace(/^remote_|\/App$/g, '') as RemoteKey).map((owned) => (
          <Route key={owned.name} path={owned.path} element={<p>remote {id}</p>} />
        ))}
      </Routes>
    ),
  }));
  const api = createStubApiClient({
    'POST /v2/project/fetchAllProjects': { data: { statusCode: 200, result: [] } },
    'GET /v2/notifications': { data: { items: [], total: 0, page: 1, perPage: 10, totalPages: 0, unreadCount: 0 } },
    'POST /v2/auth/logout': { data: { ok: true } },
    'POST /v2/auth/login': (request) => {
      const who = Object.values(testSessions).find(
        (candidate) => candidate.user.email === (request.data as { email: string }).email,
      )!;
      return { data: { token: who.token, refreshToken: who.refreshToken, expiresIn: 900, user: who.user } };
    },
  });
  return renderWithProviders(
    <>
      <AppRouter />
      <Where />
    </>,
    { session, route, api },
  );
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Timely#2026');
  await user.click(screen.getByRole('button', { name: /Sign in/ }));
}

beforeEach(() => {
  stubRemoteManifests();
  mockedLoadRemote.mockReset();
  forgetRemoteApps();
  localStorage.clear();
});

describe('role guard', () => {
  it('sends an editor who types /dashboard to /misc/not-authorized, inside the shell', async () => {
    renderAt('/dashboard', testSessions.member);
    expect(await screen.findByText('You are not authorized!')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/misc/not-authorized');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    // the guard answered before any remote was asked for the screen (the idle preload may load remotes later)
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('remote_peers/App');
    expect(screen.queryByText('remote remote_peers/App')).not.toBeInTheDocument();
  });

  it('lets an admin open it', async () => {
    renderAt('/get-overall-peer-review', testSessions.admin);
    expect(await screen.findByText('remote remote_peers/App')).toBeInTheDocument();
  });

  it.each([
    ['/company/settings', 'manager'],
    ['/company/settings', 'member'],
    ['/company/audit-log', 'manager'],
    ['/company/audit-log', 'member'],
  ] as const)('sends a %s visitor who is a %s to /misc/not-authorized', async (route, who) => {
    renderAt(route, testSessions[who]);
    expect(await screen.findByText('You are not authorized!')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/misc/not-authorized');
    expect(screen.queryByText('remote remote_peers/App')).not.toBeInTheDocument();
  });

  it.each(['/company/settings', '/company/audit-log'])('lets an admin open %s', async (route) => {
    renderAt(route, testSessions.admin);
    expect(await screen.findByText('remote remote_peers/App')).toBeInTheDocument();
  });

  it('lets every role open My feedback', async () => {
    renderAt('/peer-feedback', testSessions.member);
    expect(await screen.findByText('remote remote_peers/App')).toBeInTheDocument();
  });
});

describe('sessions and addresses', () => {
  it('asks a signed-out visitor to sign in first', async () => {
    renderAt('/preview', null);
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('admin@acme.test')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/login');
  });

  it('sends a signed-in user from the login page to Overview', async () => {
    renderAt('/pages/login/', testSessions.manager);
    expect(await screen.findByText('remote remote_projects/App')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/preview');
  });

  it('signs in again after a sign-out back on the page the user was on, when the new role may see it', async () => {
    const user = userEvent.setup();
    renderAt('/get-overall-peer-review?tab=2', testSessions.admin);
    expect(await screen.findByText('remote remote_peers/App')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Ada Admin, .*account menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Log Out/ }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/login/?next=%2Fget-overall-peer-review%3Ftab%3D2');
    await signIn(user, 'admin@acme.test');
    expect(await screen.findByText('remote remote_peers/App')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/get-overall-peer-review?tab=2');
  });

  it('sends a role that may not see the page asked for to Overview after signing in', async () => {
    const user = userEvent.setup();
    renderAt('/pages/login/?next=%2Fget-overall-peer-review', null);
    await signIn(user, 'member@acme.test');
    expect(await screen.findByText('remote remote_projects/App')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/preview');
  });

  it('remembers the page a signed-out visitor typed', async () => {
    const user = userEvent.setup();
    renderAt('/feed', null);
    await signIn(user, 'member@acme.test');
    expect(await screen.findByText('remote remote_feeds/App')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/feed$/);
  });

  it('names the screen in the browser tab', async () => {
    renderAt('/feed', testSessions.member);
    expect(await screen.findByText('remote remote_feeds/App')).toBeInTheDocument();
    expect(document.title).toBe('Feed · Timely');
  });

  it('sends an unknown path to the 404 page', async () => {
    renderAt('/no/such/page', testSessions.admin);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('opens the TV dashboard without a session, sidebar or top bar', async () => {
    renderAt('/tvapp', null);
    expect(await screen.findByText('remote remote_kpi/App')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('navbar')).not.toBeInTheDocument();
  });

  it('opens a leave consensus link without a session, sidebar or top bar', async () => {
    renderAt('/consensus#token=signed', null);
    expect(await screen.findByText('remote remote_kpi/App')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/consensus');
  });

  it('serves the public pages without a session', async () => {
    renderAt('/pages/forgot-password', null);
    expect(await screen.findByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
  });
});
