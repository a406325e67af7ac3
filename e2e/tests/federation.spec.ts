import { expect, test, type Locator, type Request } from '@playwright/test';
import { REMOTES } from '@timely/tooling/remotes';
import { accounts } from '../fixtures/accounts';
import { countReactDomCopies, reactDomCopies } from '../fixtures/react-copies';
import { savePreferences } from '../fixtures/shell';

// One route of each remote: each must render inside the host's layout, from its own server. A built
// screen names its heading; it proves the shared session by loading data with the host's token.
const REMOTE_PAGES: Array<{ remote: string; path: string; heading?: string; loaded?: (main: Locator) => Locator }> = [
  // the projects list: its rows come from the API with the host's token (tasks, the last placeholder, are built now)
  {
    remote: 'remote-projects',
    path: '/data-list/view-all-projects',
    heading: 'Projects',
    loaded: (main) => main.getByRole('table', { name: 'Projects' }),
  },
  {
    remote: 'remote-peers',
    path: '/data-list/manage-peer-view',
    heading: 'Manage peers',
    loaded: (main) => main.getByRole('table').first(),
  },
  { remote: 'remote-feeds', path: '/feed', heading: 'Company feed', loaded: (main) => main.getByRole('feed') },
  // the leave screen (issue #11): its balances come from the API with the host's token
  {
    remote: 'remote-kpi',
    path: '/leaveReport',
    heading: 'Leave',
    loaded: (main) => main.getByRole('list', { name: /^Balances \d{4}$/ }),
  },
  // the demo apps (docs/apps.md): /email opens the inbox
  { remote: 'remote-apps', path: '/email', heading: 'E-mail' },
];

test('every remote renders inside the host, sharing one react-dom and one session store', async ({ page }) => {
  await countReactDomCopies(page);
  await page.goto('/preview');
  for (const { remote, path, heading, loaded } of REMOTE_PAGES) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const main = page.getByRole('main');
    if (heading) {
      await expect(main.getByRole('heading', { name: heading })).toBeVisible();
      // an API answer to the token the host stored at sign-in
      if (loaded) await expect(loaded(main)).toBeVisible();
      continue;
    }
    await expect(main.getByText(remote, { exact: true })).toBeVisible();
    // the session atom the host set at sign-in, read by the remote from the one jotai store
    await expect(main.getByTestId('remote-session-user')).toHaveText(
      `${accounts.admin.name} (${accounts.admin.level})`,
    );
    await expect(page.getByTestId('top-bar-user')).toHaveText(accounts.admin.name);
  }
  expect(await reactDomCopies(page)).toBe(1);
});

// Tables come from antd's heavier half, a shared module of its own ('@timely/shared-ui/antd-more'): taken
// from another app's build than 'antd', a table would miss the ConfigProvider's theme and stay white.
test("every remote's tables wear the portal's dark theme (antd-more follows the host's antd)", async ({
  page,
  request,
}) => {
  await page.goto('/preview');
  try {
    await savePreferences(page, request, { theme: 'dark' });
    for (const path of ['/data-list/view-all-projects', '/data-list/manage-peer-view']) {
      await page.goto(path);
      const table = page.getByRole('main').locator('.ant-table').first();
      await expect(table).toBeVisible();
      await expect
        .poll(async () => luminance(await table.evaluate((element) => getComputedStyle(element).backgroundColor)), {
          message: `${path}: table background`,
        })
        .toBeLessThan(0.2);
    }
  } finally {
    await savePreferences(page, request, {});
  }
});

test('the host reads its remote map at run time, not from its bundle', async ({ page, request }) => {
  const map = await (await request.get('/remotes.json')).json();
  expect(Object.keys(map.remotes).sort()).toEqual(['apps', 'feeds', 'kpi', 'peers', 'projects']);
  for (const url of Object.values(map.remotes) as string[]) {
    const manifest = await (await request.get(url)).json();
    expect(manifest.metaData.name).toMatch(/^remote_/);
  }
  await page.goto('/feed');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Company feed' })).toBeVisible();
});

/** Relative luminance (0 black … 1 white) of a CSS rgb()/rgba() colour. */
function luminance(color: string): number {
  const [r = 255, g = 255, b = 255] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// Once the first screen has settled, the host loads the other remotes and the code of their menu screens
// (preload-remotes.tsx), so that a first visit waits for its data only.
test("a first visit to another remote's menu screen downloads no code once the portal has been idle", async ({
  page,
}) => {
  const scripts: string[] = [];
  // the scripts asked for and not answered yet
  const loading = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(request.url());
    loading.add(request);
  });
  page.on('requestfinished', (request) => loading.delete(request));
  page.on('requestfailed', (request) => loading.delete(request));
  await page.goto('/preview');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Overview' })).toBeVisible();
  const fromRemote = (key: 'peers' | 'kpi') =>
    scripts.filter((url) => url.startsWith(`http://localhost:${REMOTES[key].port}/`));
  // idle: both remotes' entries were fetched without a visit, no script is on its way, and none was asked for
  // between two of the poll's looks (its interval is the quiet spell)
  let seen = -1;
  await expect
    .poll(
      () => {
        const quiet = scripts.length === seen && loading.size === 0;
        seen = scripts.length;
        return (
          quiet &&
          fromRemote('peers').some((url) => url.endsWith('/remoteEntry.js')) &&
          fromRemote('kpi').some((url) => url.endsWith('/remoteEntry.js'))
        );
      },
      { timeout: 20_000, intervals: [800] },
    )
    .toBe(true);

  scripts.length = 0;
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'People Availability' }).click();
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
  await menu.getByRole('link', { name: 'Project-level KPI' }).click();
  await expect(page.getByRole('main').getByRole('table', { name: 'Project KPIs' })).toBeVisible();
  expect(fromRemote('peers')).toEqual([]);
  expect(fromRemote('kpi')).toEqual([]);
});
