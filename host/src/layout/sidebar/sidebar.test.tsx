import { queryKeys } from '@timely/shared-auth';
import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Sidebar } from './sidebar';

const projects = (count: number) =>
  Array.from({ length: count }, (_, n) => ({
    _id: `00000000-0000-4000-8000-${String(n + 1).padStart(12, '0')}`,
    name: `Project ${n + 1}`,
  }));

function renderSidebar(count: number | (() => number), session = testSessions.admin, extra?: React.ReactNode) {
  const api = createStubApiClient({
    'POST /v2/project/fetchAllProjects': () => ({
      data: { statusCode: 200, result: projects(typeof count === 'function' ? count() : count) },
    }),
  });
  renderWithProviders(
    <>
      <Sidebar collapsed={false} onToggleCollapsed={() => {}} />
      {extra}
    </>,
    { session, api },
  );
  return api;
}

const menu = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

beforeEach(() => localStorage.clear());

describe('RUN WEEKLY SPRINT', () => {
  it('says "No projects added" when there are none, with no View More', async () => {
    renderSidebar(0);
    expect(await menu().findByText('No projects added')).toBeInTheDocument();
    expect(menu().queryByText('View More')).not.toBeInTheDocument();
  });

  it('shows all 5 of 5 projects and no View More / View Less toggle', async () => {
    renderSidebar(5);
    expect(await menu().findByText('Project 5')).toBeInTheDocument();
    expect(menu().getAllByText(/^Project \d$/)).toHaveLength(5);
    expect(menu().queryByText('View More')).not.toBeInTheDocument();
    expect(menu().queryByText('View Less')).not.toBeInTheDocument();
  });

  it('shows 5 of 6 until View More, then all 6 until View Less', async () => {
    renderSidebar(6);
    expect(await menu().findByText('Project 5')).toBeInTheDocument();
    expect(menu().queryByText('Project 6')).not.toBeInTheDocument();
    await userEvent.click(menu().getByText('View More'));
    expect(menu().getByText('Project 6')).toBeInTheDocument();
    expect(menu().queryByText('View More')).not.toBeInTheDocument();
    await userEvent.click(menu().getByText('View Less'));
    expect(menu().queryByText('Project 6')).not.toBeInTheDocument();
    expect(menu().getByText('View More')).toBeInTheDocument();
  });

  it('at a company of thousands, View More shows 50 more at a time and says how many are left', async () => {
    renderSidebar(1_200);
    expect(await menu().findByText('Project 5')).toBeInTheDocument();
    await userEvent.click(menu().getByText('View More'));
    expect(menu().getByText('Project 55')).toBeInTheDocument();
    expect(menu().queryByText('Project 56')).not.toBeInTheDocument();
    await userEvent.click(menu().getByText('View More (1,145 more)'));
    expect(menu().getByText('Project 105')).toBeInTheDocument();
    expect(menu().queryByText('Project 106')).not.toBeInTheDocument();
    expect(menu().getByText('View More (1,095 more)')).toBeInTheDocument();
    await userEvent.click(menu().getByText('View Less'));
    expect(menu().queryByText('Project 6')).not.toBeInTheDocument();
    expect(menu().getByText('View More')).toBeInTheDocument();
  });

  it('opens each project on its Overview, Backlog, Board and Sprints', async () => {
    renderSidebar(2);
    await userEvent.click(await menu().findByText('Project 2'));
    const id = projects(2)[1]!._id;
    expect(
      menu()
        .getAllByRole('link', { name: 'Overview' })
        .map((link) => link.getAttribute('href')),
    ).toContain(`/view-components/overview/${id}`);
    expect(menu().getByRole('link', { name: 'Backlog' })).toHaveAttribute('href', `/data-list/backlog/${id}`);
    expect(menu().getByRole('link', { name: 'Board' })).toHaveAttribute('href', `/data-list/project-board/${id}`);
    expect(menu().getByRole('link', { name: 'Sprints' })).toHaveAttribute('href', `/data-list/view-all-sprints/${id}`);
  });

  it('asks with company, level and user from the session, never the token', async () => {
    const api = renderSidebar(1, testSessions.member);
    await menu().findByText('Project 1');
    const [request] = api.callsTo('POST /v2/project/fetchAllProjects');
    const { user } = testSessions.member;
    expect(request?.data).toEqual({ company: user.company, level: 'level1', user: user._id });
  });

  it('refreshes in place when any app invalidates queryKeys.sidebarProjects (the shared signal)', async () => {
    let count = 5;
    function RemoteThatAddsAProject() {
      const queryClient = useQueryClient();
      return (
        <button onClick={() => void queryClient.invalidateQueries({ queryKey: queryKeys.sidebarProjects })}>
          remote saved a project
        </button>
      );
    }
    renderSidebar(() => count, testSessions.admin, <RemoteThatAddsAProject />);
    expect(await menu().findByText('Project 5')).toBeInTheDocument();
    expect(menu().queryByText('View More')).not.toBeInTheDocument();
    count = 6;
    await userEvent.click(screen.getByRole('button', { name: 'remote saved a project' }));
    expect(await menu().findByText('View More')).toBeInTheDocument();
  });

  it('says when the list failed, and Retry loads it', async () => {
    let fail = true;
    const api = createStubApiClient({
      'POST /v2/project/fetchAllProjects': () =>
        fail
          ? { status: 500, data: { statusCode: 500, error: 'x', message: 'boom' } }
          : { data: { statusCode: 200, result: projects(1) } },
    });
    renderWithProviders(<Sidebar collapsed={false} onToggleCollapsed={() => {}} />, {
      session: testSessions.admin,
      api,
    });
    const retry = await menu().findByText('Could not load projects. Retry');
    fail = false;
    await userEvent.click(retry);
    expect(await menu().findByText('Project 1')).toBeInTheDocument();
  });
});

describe('items by role (spec §6)', () => {
  const everyone = [
    'Overview',
    'My feedback',
    'Feeds',
    'View All Peers',
    'View All Projects',
    'Project-level KPI',
    'Leave Report',
  ];
  const adminOnly = ['People Availability', '360 Peer feedback', 'Settings', 'Audit log'];

  it.each([
    ['admin', testSessions.admin, true],
    ['manager (editor)', testSessions.manager, false],
    ['member (editor)', testSessions.member, false],
  ] as const)('%s', async (_label, session, seesAdminItems) => {
    renderSidebar(0, session);
    await menu().findByText('No projects added');
    for (const title of everyone) expect(menu().getByRole('link', { name: title })).toBeInTheDocument();
    for (const title of adminOnly) expect(!!menu().queryByRole('link', { name: title })).toBe(seesAdminItems);
    // each title is an English fragment isolated from a right-to-left page ("360 Peer feedback" stays in order)
    for (const title of everyone)
      expect(menu().getByRole('link', { name: title }).querySelector('bdi')).toHaveTextContent(title);
    for (const header of ['RUN WEEKLY SPRINT', 'MANAGE PEERS', 'MANAGE PROJECTS', 'Key Performance indicators'])
      expect(menu().getByText(header)).toBeInTheDocument();
  });

  it('sends the brand to /dashboard for an admin and to Overview for an editor', async () => {
    renderSidebar(0, testSessions.admin);
    expect(await screen.findByRole('link', { name: 'Timely home' })).toHaveAttribute('href', '/dashboard');
  });

  it("sends an editor's brand link to /preview", async () => {
    renderSidebar(0, testSessions.manager);
    expect(await screen.findByRole('link', { name: 'Timely home' })).toHaveAttribute('href', '/preview');
  });
});

describe('groups', () => {
  it('remembers which groups the user opened or closed', async () => {
    const first = renderWithProviders(<Sidebar collapsed={false} onToggleCollapsed={() => {}} />, {
      session: testSessions.admin,
      api: createStubApiClient({
        'POST /v2/project/fetchAllProjects': { data: { statusCode: 200, result: projects(2) } },
      }),
    });
    const group = (name: string) => menu().getByRole('menuitem', { name: new RegExp(name) });
    await menu().findByText('Project 1');
    expect(group('Dashboard')).toHaveAttribute('aria-expanded', 'true');
    expect(group('Project 1')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group('Project 1'));
    await userEvent.click(group('Dashboard'));
    await waitFor(() => expect(group('Dashboard')).toHaveAttribute('aria-expanded', 'false'));
    first.unmount();

    renderSidebar(2);
    await menu().findByText('Project 1');
    expect(group('Project 1')).toHaveAttribute('aria-expanded', 'true');
    expect(group('Dashboard')).toHaveAttribute('aria-expanded', 'false');
  });
});
