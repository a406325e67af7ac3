import { expect, test } from '@playwright/test';
import { REMOTES, type RemoteKey } from '@timely/tooling/remotes';

// One route of each remote, reached from the sidebar, with the heading its screen shows once it loads.
const REMOTE_ROUTES: Record<RemoteKey, { path: string; link: string; heading: string }> = {
  projects: { path: '/data-list/view-all-projects', link: 'View All Projects', heading: 'Projects' },
  peers: { path: '/data-list/manage-peer-view', link: 'View All Peers', heading: 'Manage peers' },
  feeds: { path: '/feed', link: 'Feeds', heading: 'Company feed' },
  kpi: { path: '/leaveReport', link: 'Leave Report', heading: 'Leave' },
  apps: { path: '/chat', link: 'Chat', heading: 'Chat' },
};
const KEYS = Object.keys(REMOTE_ROUTES) as RemoteKey[];
const originOf = (remote: RemoteKey) => `http://localhost:${REMOTES[remote].port}`;

for (const [index, remote] of KEYS.entries()) {
  const other = KEYS[(index + 1) % KEYS.length]!;
  test(`the ${remote} remote's server is down: its outlet offers Retry, the sidebar and ${other} keep working, and Retry recovers once it is back`, async ({
    page,
  }) => {
    const down = REMOTE_ROUTES[remote];
    // a stopped server: every request to the remote's origin (manifest, entry, chunks) is refused
    await page.route(`${originOf(remote)}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(down.path);
    const main = page.getByRole('main');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(main.getByText('This module is unavailable right now')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByTestId('top-bar-user')).toBeVisible();

    // the sidebar still navigates, and another remote loads in the same shell
    await menu.getByRole('link', { name: REMOTE_ROUTES[other].link, exact: true }).click();
    await expect(main.getByRole('heading', { name: REMOTE_ROUTES[other].heading, exact: true })).toBeVisible();

    // back on the down remote's route, the server is up again: Retry loads it without reloading the page
    await menu.getByRole('link', { name: down.link, exact: true }).click();
    await expect(main.getByText('This module is unavailable right now')).toBeVisible();
    await page.unroute(`${originOf(remote)}/**`);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await main.getByRole('button', { name: 'Retry' }).click();
    await expect(main.getByRole('heading', { name: down.heading, exact: true })).toBeVisible();
    await expect(main.getByText('This module is unavailable right now')).toHaveCount(0);
    expect(navigations).toEqual([]);
  });
}

test('a remote whose manifest is missing (404) shows the same fallback', async ({ page }) => {
  await page.route(`${originOf('feeds')}/mf-manifest.json`, (route) =>
    route.fulfill({ status: 404, body: 'not found' }),
  );
  await page.goto('/feed');
  await expect(page.getByRole('main').getByText('This module is unavailable right now')).toBeVisible();
});
