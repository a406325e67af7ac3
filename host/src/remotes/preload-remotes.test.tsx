import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { stubRemoteManifests } from '../testing/remote-manifest-stub';
import { linkedScreensOf, menuScreensOf, PreloadRemotes, preloadRemotes } from './preload-remotes';
import { remoteAppOf } from './remote-apps';
import { forgetRemoteApps, RemoteOutlet } from './remote-outlet';
import { registerPortalRemotes } from './remote-registry';
import { getRemoteStatuses } from './remote-status';

const mockedLoadRemote = loadRemote as jest.Mock;
const mockedRegisterRemotes = registerRemotes as jest.Mock;
const MAP = {
  peers: 'http://localhost:3002/mf-manifest.json',
  feeds: 'http://localhost:3003/mf-manifest.json',
  kpi: 'http://localhost:3004/mf-manifest.json',
};

/** A remote's ./App whose preload records the screens it was asked for. */
function remoteApp(name: string, preloaded: string[][]) {
  return {
    default: () => <p>{name} screen</p>,
    preload: jest.fn(async (routes: string[]) => void preloaded.push(routes)),
  };
}

beforeEach(() => {
  stubRemoteManifests();
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
  forgetRemoteApps();
  registerPortalRemotes(MAP);
});

it("names the menu's screens a role may open: no public screen, none that needs a parameter", () => {
  expect(menuScreensOf('peers', 'admin')).toEqual([
    'peopleAvailability',
    'peerReview',
    'myFeedback',
    'managePeers',
    'importPeers',
    'auditLog',
    'companySettings',
  ]);
  expect(menuScreensOf('peers', 'editor')).toEqual(['myFeedback', 'managePeers']);
  expect(menuScreensOf('kpi', 'admin')).toEqual(['projectLevel', 'leaveReport']);
  expect(menuScreensOf('projects', 'editor')).toEqual(['overview', 'projects', 'myWork']);
});

it('names the screens reached from others that a role may open: those with a parameter, none public', () => {
  const linked = linkedScreensOf('projects', 'editor');
  expect(linked).toEqual(expect.arrayContaining(['sprintBoard', 'backlog', 'taskDetail']));
  expect(linked).not.toContain('projects');
  expect(linkedScreensOf('kpi', 'admin')).toEqual(['projectKpi']);
  expect(linkedScreensOf('kpi', 'editor')).toEqual(['projectKpi']);
});

it('loads each remote of the map with its menu screens, then the screens they lead to; one that fails does not stop the others', async () => {
  const preloaded: string[][] = [];
  mockedLoadRemote.mockImplementation(async (id: string) => {
    if (id === 'remote_feeds/App') throw new Error('RUNTIME-003 failed to fetch');
    return remoteApp(id, preloaded);
  });
  await preloadRemotes('editor');
  // projects is not in this map; peers and kpi are loaded, feeds failed and says so in About
  expect(mockedLoadRemote.mock.calls.map(([id]) => id).slice(0, 3)).toEqual([
    'remote_peers/App',
    'remote_feeds/App',
    'remote_kpi/App',
  ]);
  expect(preloaded.slice(0, 2)).toEqual([
    ['myFeedback', 'managePeers'],
    ['projectLevel', 'leaveReport'],
  ]);
  // the menus first, then the screens they lead to
  expect(preloaded.slice(2)).toEqual(
    (['peers', 'kpi'] as const).map((remote) => linkedScreensOf(remote, 'editor')).filter((names) => names.length),
  );
  expect(getRemoteStatuses().remotes.peers?.state).toBe('loaded');
  expect(getRemoteStatuses().remotes.feeds?.state).toBe('failed');
});

it('renders a preloaded remote at once, without its loading state', async () => {
  mockedLoadRemote.mockImplementation(async (id: string) => remoteApp(id, []));
  await preloadRemotes('admin');
  renderWithProviders(<RemoteOutlet remote="peers" />, { session: testSessions.admin });
  // synchronously: no Suspense fallback on the way
  expect(screen.getByText('remote_peers/App screen')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
});

it('loads a remote anew, re-registered, when its visit follows a failed preload', async () => {
  mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 failed to fetch'));
  await expect(remoteAppOf('feeds')).rejects.toThrow('unavailable');
  mockedLoadRemote.mockResolvedValueOnce(remoteApp('feeds', []));
  renderWithProviders(<RemoteOutlet remote="feeds" />, { session: testSessions.admin });
  expect(await screen.findByText('feeds screen')).toBeInTheDocument();
  expect(mockedRegisterRemotes).toHaveBeenLastCalledWith([{ name: 'remote_feeds', entry: MAP.feeds }], { force: true });
});

it('preloads once per role in a page: signing in again with another role loads that menu too', async () => {
  const preloaded: string[][] = [];
  mockedLoadRemote.mockImplementation(async (id: string) => remoteApp(id, preloaded));
  const asMember = renderWithProviders(<PreloadRemotes />, { session: testSessions.member });
  await waitFor(() => expect(preloaded).toHaveLength(4));
  asMember.unmount();
  // the same role again (another mount, a reload of the layout): nothing more
  renderWithProviders(<PreloadRemotes />, { session: testSessions.member }).unmount();
  forgetRemoteApps();
  renderWithProviders(<PreloadRemotes />, { session: testSessions.admin });
  await waitFor(() => expect(preloaded).toHaveLength(8));
  const member = [['myFeedback', 'managePeers'], ['feed'], ['projectLevel', 'leaveReport'], ['projectKpi']];
  const admin = [
    ['peopleAvailability', 'peerReview', 'myFeedback', 'managePeers', 'importPeers', 'auditLog', 'companySettings'],
    ['feed'],
    ['projectLevel', 'leaveReport'],
    ['projectKpi'],
  ];
  expect(preloaded).toEqual([...member, ...admin]);
});

it('preloads the apps remote only where the API offers the apps', async () => {
  registerPortalRemotes({ ...MAP, apps: 'http://localhost:3005/mf-manifest.json' });
  mockedLoadRemote.mockImplementation(async (id: string) => remoteApp(id, []));
  await preloadRemotes('editor', null, ['apps']);
  expect(mockedLoadRemote.mock.calls.map(([id]) => id)).not.toContain('remote_apps/App');
  mockedLoadRemote.mockClear();
  await preloadRemotes('editor');
  expect(mockedLoadRemote.mock.calls.map(([id]) => id)).toContain('remote_apps/App');
});
