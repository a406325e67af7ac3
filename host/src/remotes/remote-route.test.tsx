import { loadRemote } from '@module-federation/enhanced/runtime';
import { testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../testing/render-with-providers';
import { stubRemoteManifests } from '../testing/remote-manifest-stub';
import { forgetRemoteApps } from './remote-outlet';
import { RemoteRoute } from './remote-route';
import { registerPortalRemotes } from './remote-registry';
import { loadPublishedScreens } from '../screens/load-published-screens';
import { acceptPublishedScreens, resetScreens } from '../screens/screen-store';
import { knownScreensOf } from '../screens/known-screens';

const mockedLoadRemote = loadRemote as jest.Mock;

beforeEach(() => {
  stubRemoteManifests();
  mockedLoadRemote.mockReset();
  forgetRemoteApps();
});

function renderAt(route: string, session = testSessions.admin) {
  registerPortalRemotes({
    projects: 'http://r/p.json',
    peers: 'http://r/q.json',
    feeds: 'http://r/f.json',
    kpi: 'http://r/k.json',
  });
  mockedLoadRemote.mockImplementation(async (id: string) => ({ default: () => <p>remote {id}</p> }));
  return renderWithProviders(
    <Routes>
      <Route path="/misc/not-authorized" element={<p>not authorized page</p>} />
      <Route path="/misc/error/404" element={<p>404 page</p>} />
      <Route path="*" element={<RemoteRoute />} />
    </Routes>,
    { session, route },
  );
}

it('mounts the remote that owns the path', async () => {
  renderAt('/data-list/view-all-sprints/abc');
  expect(await screen.findByText('remote remote_projects/App')).toBeInTheDocument();
});

it('sends an editor who types an admin-only URL to not-authorized', async () => {
  renderAt('/dashboard', testSessions.manager);
  expect(await screen.findByText('not authorized page')).toBeInTheDocument();
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

it('lets an admin open the same URL', async () => {
  renderAt('/dashboard');
  expect(await screen.findByText('remote remote_peers/App')).toBeInTheDocument();
});

it('sends an unknown path to 404', async () => {
  renderAt('/no/such/page');
  expect(await screen.findByText('404 page')).toBeInTheDocument();
});

describe('a screen a remote published after the host was built', () => {
  const digest = {
    name: 'feedDigest',
    path: '/feed/digest',
    title: 'Feed digest',
    roles: ['admin'],
    levels: ['level3'],
  };
  beforeEach(() => acceptPublishedScreens('feeds', [...knownScreensOf('feeds'), digest]));
  afterEach(() => resetScreens());

  it('is routed to its remote for the role and level it names', async () => {
    renderAt('/feed/digest');
    expect(await screen.findByText('remote remote_feeds/App')).toBeInTheDocument();
  });

  it('sends another level to not-authorized', async () => {
    renderAt('/feed/digest', { ...testSessions.admin, user: { ...testSessions.admin.user, level: 'level2' } });
    expect(await screen.findByText('not authorized page')).toBeInTheDocument();
  });
});

it('waits for the manifests still on their way before calling a path unknown', async () => {
  localStorage.clear(); // no copy of an earlier visit's screens
  globalThis.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
  void loadPublishedScreens({ feeds: 'http://r/f.json' });
  renderAt('/feed/digest');
  expect(await screen.findByRole('status', { name: "Loading the portal's screens" })).toBeInTheDocument();
  expect(screen.queryByText('404 page')).not.toBeInTheDocument();
  resetScreens();
});
