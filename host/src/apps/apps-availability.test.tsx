import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AppsAvailability } from '@timely/contract';
import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { Sidebar } from '../layout/sidebar/sidebar';
import { RemoteRoute } from '../remotes/remote-route';
import { forgetRemoteApps } from '../remotes/remote-outlet';
import { registerPortalRemotes } from '../remotes/remote-registry';
import { renderWithProviders } from '../testing/render-with-providers';
import { stubRemoteManifests } from '../testing/remote-manifest-stub';

// The demo apps (remote-apps, docs/apps.md) appear only while the API offers them: the sidebar's Apps group
// and their routes follow GET /v2/apps/availability (DEMO_API, the company admin's switch).

const mockedLoadRemote = loadRemote as jest.Mock;
const AVAILABLE: AppsAvailability = { available: true, reason: null };
const DEMO_API_OFF: AppsAvailability = { available: false, reason: 'demo-api-off' };
const HIDDEN: AppsAvailability = { available: false, reason: 'hidden-by-company' };

function api(availability: AppsAvailability | 'error') {
  return createStubApiClient({
    'POST /v2/project/fetchAllProjects': { data: { statusCode: 200, result: [] } },
    'GET /v2/apps/availability': availability === 'error' ? { status: 500, data: {} } : { data: availability },
  });
}

beforeEach(() => {
  localStorage.clear();
  stubRemoteManifests();
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation(async (id: string) => ({ default: () => <p>remote {id}</p> }));
  forgetRemoteApps();
});

const menu = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

describe('the sidebar', () => {
  it('has the Apps group with E-mail, Chat, To-do, Calendar and Users while the apps are offered', async () => {
    renderWithProviders(<Sidebar collapsed={false} onToggleCollapsed={() => {}} />, {
      session: testSessions.manager,
      api: api(AVAILABLE),
    });
    expect(await menu().findByText('APPS')).toBeInTheDocument();
    for (const [label, link] of [
      ['E-mail', '/email'],
      ['Chat', '/chat'],
      ['To-do', '/todo'],
      ['Calendar', '/calendar'],
      ['Users', '/pages/user/list'],
    ])
      expect(menu().getByRole('link', { name: label })).toHaveAttribute('href', link);
  });

  it.each([
    ['the demo API is off', DEMO_API_OFF],
    ['the company hid them', HIDDEN],
  ])('shows none of the apps when %s', async (_, availability) => {
    const { api: stub } = renderWithProviders(<Sidebar collapsed={false} onToggleCollapsed={() => {}} />, {
      session: testSessions.admin,
      api: api(availability),
    });
    expect(await menu().findByText('COMPANY')).toBeInTheDocument();
    await screen.findByText('No projects added');
    expect(stub.callsTo('GET /v2/apps/availability')).toHaveLength(1);
    expect(menu().queryByText('APPS')).not.toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'E-mail' })).not.toBeInTheDocument();
  });
});

describe("the apps' routes", () => {
  function renderAt(route: string, availability: AppsAvailability | 'error', wrap = (ui: React.ReactNode) => ui) {
    registerPortalRemotes({ apps: 'http://r/a.json' });
    return renderWithProviders(
      <>
        {wrap(
          <Routes>
            <Route path="*" element={<RemoteRoute />} />
          </Routes>,
        )}
      </>,
      { session: testSessions.member, route, api: api(availability) },
    );
  }

  it('open the apps remote while the apps are offered', async () => {
    renderAt('/email/inbox', AVAILABLE);
    expect(await screen.findByText('remote remote_apps/App')).toBeInTheDocument();
  });

  it('say "not available" with the demo API off, loading no remote', async () => {
    renderAt('/todo/all', DEMO_API_OFF);
    expect(await screen.findByText('Not available')).toBeInTheDocument();
    expect(screen.getByText(/the demo data they show is switched off on this server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the overview' })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('say "not available" when the company hid them, in German and in Arabic', async () => {
    const { unmount } = renderAt('/calendar', HIDDEN, (ui) => (
      <ConfigProvider locale={{ locale: 'de' }}>{ui}</ConfigProvider>
    ));
    expect(await screen.findByText('Nicht verfügbar')).toBeInTheDocument();
    expect(
      screen.getByText('Die Apps sind nicht verfügbar: Ihr Unternehmen hat sie ausgeschaltet.'),
    ).toBeInTheDocument();
    unmount();
    renderAt('/chat', HIDDEN, (ui) => <ConfigProvider locale={{ locale: 'ar' }}>{ui}</ConfigProvider>);
    expect(await screen.findByText('غير متاح')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'العودة إلى النظرة العامة' })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('offer Retry when the question fails, and open the app once it is answered', async () => {
    const { api: stub } = renderAt('/pages/user/list', 'error');
    expect(await screen.findByText('Could not find out whether the apps are available.')).toBeInTheDocument();
    stub.on('GET /v2/apps/availability', { data: AVAILABLE });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('remote remote_apps/App')).toBeInTheDocument();
  });
});
