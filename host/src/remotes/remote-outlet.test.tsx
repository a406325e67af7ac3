import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { stubRemoteManifests } from '../testing/remote-manifest-stub';
import { forgetRemoteApps, RemoteOutlet } from './remote-outlet';
import { registerPortalRemotes } from './remote-registry';

const mockedLoadRemote = loadRemote as jest.Mock;
const mockedRegisterRemotes = registerRemotes as jest.Mock;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  stubRemoteManifests();
  mockedLoadRemote.mockReset();
  forgetRemoteApps();
  mockedRegisterRemotes.mockReset();
  registerPortalRemotes({ feeds: 'http://localhost:3003/mf-manifest.json' });
});

it('shows a fallback when the remote cannot load, and Retry loads it again without a reload', async () => {
  mockedLoadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003 failed to fetch'));
  renderWithProviders(<RemoteOutlet remote="feeds" />, { session: testSessions.admin });
  expect(await screen.findByText('This module is unavailable right now')).toBeInTheDocument();

  mockedLoadRemote.mockResolvedValueOnce({ default: () => <p>feed page</p> });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('feed page')).toBeInTheDocument();
  // the retry re-registered the remote so the runtime forgets the failed attempt
  expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
    [{ name: 'remote_feeds', entry: 'http://localhost:3003/mf-manifest.json' }],
    { force: true },
  );
});

it('catches a render error inside the remote at its outlet', async () => {
  const Broken = () => {
    throw new Error('feed list exploded');
  };
  mockedLoadRemote.mockResolvedValueOnce({ default: Broken });
  renderWithProviders(
    <div>
      <nav>sidebar stays</nav>
      <RemoteOutlet remote="feeds" />
    </div>,
    { session: testSessions.admin },
  );
  expect(await screen.findByText('Something went wrong in this module')).toBeInTheDocument();
  expect(screen.getByText('feed list exploded')).toBeInTheDocument();
  expect(screen.getByText('sidebar stays')).toBeInTheDocument();
});

it('refuses a remote that is not in the remote map', async () => {
  renderWithProviders(<RemoteOutlet remote="kpi" />, { session: testSessions.admin });
  expect(await screen.findByText('This module is unavailable right now')).toBeInTheDocument();
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

it('shows which shared library a remote built for another major needs, and does not load it', async () => {
  (getInstance as jest.Mock).mockReturnValue({
    shareScopeMap: { default: { antd: { '6.6.8': { from: 'host', loaded: true } } } },
  });
  stubRemoteManifests([{ name: 'antd', version: '5.24.0', requiredVersion: '^5.24.0' }]);
  renderWithProviders(<RemoteOutlet remote="feeds" />, { session: testSessions.admin });
  expect(await screen.findByText('This module was built for other library versions')).toBeInTheDocument();
  expect(screen.getByText('antd ^5.24.0')).toBeInTheDocument();
  expect(screen.getByText(/the portal runs antd 6\.6\.8/)).toBeInTheDocument();
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});
