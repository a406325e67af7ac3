import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { feedDigestSchema } from '@timely/contract';
import { HOST_PORT, REMOTES } from '@timely/tooling/remotes';
import { accounts } from '../fixtures/accounts';
import { bearer } from '../fixtures/api-session';
import { nextMinor, releaseByRecipe, workspaceVersion } from '../fixtures/recipe/follow-recipe';
import { portalCommand, releaseRemote, serveDeployedBuilds } from '../fixtures/releases';
import { API_URL } from '../fixtures/shell';
import { signIn } from '../fixtures/sign-in';

// Builds of different ages, all made during this run: the host as `npm run build` made it, and two releases of
// the feeds remote made after it (`npm run release`), served by `npm run promote` and `npm run rollback` with no
// host build or restart in between.
// - NEXT is what a feeds team makes by following docs/adding-a-screen.md to the letter on a copy of the workspace
//   (e2e/fixtures/recipe/follow-recipe.ts): the Feed digest screen, which uses a new shared-ui component, with
//   shared-ui's and the remote's minor raised, so the may-be-bundled rule makes it bring its own shared-ui.
// - NEEDS_NEWER_AUTH asks for a one-copy package (shared-auth: the session, HTTP client and query client)
//   newer than the host provides, so it is refused.
// Promoted in that order, two rollbacks walk the history back: NEXT again, then the deployed build.
const NEXT = nextMinor(workspaceVersion('remote-feeds'));
const NEEDS_NEWER_AUTH = '0.3.0-e2e-auth';
// shared-ui as the host was built with it, and as the recipe's team raised it
const HOST_SHARED_UI = workspaceVersion('shared-ui');
const NEXT_SHARED_UI = nextMinor(HOST_SHARED_UI);
const deployedFeeds = new URL('mf-manifest.json', `http://localhost:${REMOTES.feeds.port}/`).toString();
const releasedFeeds = (version: string) =>
  `http://localhost:${REMOTES.feeds.port}/releases/${version}/mf-manifest.json`;

test.describe.configure({ mode: 'serial' });
// each test loads the whole portal five or six times (and a second browser for the member): up to 40 s under
// the shared machine's load, too near the suite's 60 s
test.slow();
test.skip(
  Boolean(process.env.PORTAL_URL),
  "a composed portal's releases folder is its own: these specs release into the suite's",
);

test.beforeAll(async () => {
  // two webpack builds of the feeds remote, side by side: about a minute each on an idle machine, several
  // on the shared two cores, so the hook has room the tests do not need
  test.setTimeout(600_000);
  serveDeployedBuilds(); // a retry starts where the first try did
  await Promise.all([
    releaseByRecipe(),
    releaseRemote('feeds', NEEDS_NEWER_AUTH, {
      PORTAL_SHARED_VERSION_OVERRIDES: JSON.stringify({ '@timely/shared-auth': '1.1.0' }),
    }),
  ]);
});

test.afterAll(() => {
  serveDeployedBuilds();
});

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/**
 * Promotes or rolls back as an operator would, then waits for what the next page load will get: the host's
 * remote map naming the manifest, and that manifest answering from the feeds server.
 */
async function serve(request: APIRequestContext, args: string[], manifest: string): Promise<void> {
  portalCommand(args);
  const map = (await (await request.get(`http://localhost:${HOST_PORT}/remotes.json`)).json()) as {
    remotes: Record<string, string>;
  };
  expect(map.remotes.feeds, `the remote map after ${args.join(' ')}`).toBe(manifest);
  expect((await request.get(manifest)).ok(), `${manifest} is served`).toBe(true);
}

/** The About view's row of the feeds remote, once its manifest has answered. */
async function feedsAbout(page: Page): Promise<Locator> {
  await page.goto('/about');
  const row = page
    .getByRole('table')
    .first()
    .getByRole('row', { name: /^feeds/ });
  await expect(row).not.toContainText('…');
  return row;
}

test('a remote built after the host adds a screen, an answer field and a shared-ui component, with no host build', async ({
  page,
  browser,
  request,
}) => {
  await serve(request, ['promote', 'feeds', NEXT], releasedFeeds(NEXT));

  await page.goto('/feed');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Company feed', exact: true })).toBeVisible();
  // (a) the new screen: its menu entry, route and title come from the release's manifest
  await menuOf(page).getByRole('link', { name: 'Feed digest', exact: true }).click();
  await expect(page).toHaveURL(/\/feed\/digest$/);
  await expect(main.getByRole('heading', { name: 'Feed digest', exact: true })).toBeVisible();
  // FigureRow exists in the recipe's shared-ui only: the figures show only if the remote runs its own copy
  const figures = main.getByRole('list', { name: 'Feed digest' });
  await expect(figures.getByRole('listitem')).toHaveText([/^Posts\d+$/, /^Authors[1-9]\d*$/]);
  await expect(page).toHaveTitle(/^Feed digest/);

  // both ages at once: the host asks for the shared-ui it was built with (About's table), the release's manifest
  // for the newer one it brings
  const about = await feedsAbout(page);
  await expect(about).toContainText(NEXT);
  await expect(about).toContainText(releasedFeeds(NEXT));
  const manifest = (await (await request.get(releasedFeeds(NEXT))).json()) as {
    shared: Array<{ name: string; requiredVersion: string; singleton: boolean }>;
  };
  await expect(await sharedCell(page, '@timely/shared-ui', 'host')).toHaveText(new RegExp(`^\\^${HOST_SHARED_UI} → `));
  expect(manifest.shared.find((entry) => entry.name === '@timely/shared-ui')).toMatchObject({
    requiredVersion: `^${NEXT_SHARED_UI}`,
    singleton: false,
  });

  // (a) its access: a member has no menu entry and is turned away, and the API refuses them too
  const memberContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const member = await memberContext.newPage();
    await signIn(member, accounts.member.email);
    await member.goto('/feed');
    await expect(member.getByRole('main').getByRole('heading', { name: 'Company feed', exact: true })).toBeVisible();
    await expect(menuOf(member).getByRole('link', { name: 'Feeds', exact: true })).toBeVisible();
    await expect(menuOf(member).getByRole('link', { name: 'Feed digest' })).toHaveCount(0);
    await member.goto('/feed/digest');
    await expect(member).toHaveURL(/\/misc\/not-authorized$/);
  } finally {
    await memberContext.close();
  }
  const digest = `${API_URL}/v2/feeds/digest`;
  const refused = await request.get(digest, { headers: (await bearer(request, accounts.member.email)).headers });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain('posts');
  const answered = await request.get(digest, { headers: (await bearer(request, accounts.admin.email)).headers });
  expect(answered.status()).toBe(200);
  expect(feedDigestSchema.parse(await answered.json())).toMatchObject({
    posts: expect.any(Number),
    authors: expect.any(Number),
  });
});

/**
 * About's shared-library table, reached through the footer's link so the page keeps what it loaded: per app
 * the cell "asked → got" of a library.
 */
async function sharedCell(page: Page, library: string, app: string): Promise<Locator> {
  const table = page.getByRole('table').nth(1);
  await expect(table).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.indexOf(`${app} asks → gets`);
  expect(column, `About's column for ${app} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: library, exact: true }) })
    .getByRole('cell')
    .nth(column);
}

for (const order of [
  ['feeds', 'projects'],
  ['projects', 'feeds'],
] as const) {
  test(`a remote's newer shared-ui serves that remote only, ${order.join(' first, then ')}`, async ({
    page,
    request,
  }) => {
    await serve(request, ['promote', 'feeds', NEXT], releasedFeeds(NEXT));
    const main = page.getByRole('main');
    const open = {
      feeds: async () => {
        await menuOf(page).getByRole('link', { name: 'Feed digest', exact: true }).click();
        await expect(main.getByRole('list', { name: 'Feed digest' }).getByRole('listitem')).toHaveCount(2);
      },
      projects: async () => {
        await menuOf(page).getByRole('link', { name: 'View All Projects', exact: true }).click();
        await expect(main.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
      },
    };
    await page.goto('/');
    await expect(menuOf(page).getByRole('link', { name: 'Feed digest', exact: true })).toBeVisible();
    for (const remote of order) await open[remote]();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About this portal' }).click();
    // the release runs the copy it brought; the projects remote, built with the host, keeps the host's
    await expect(await sharedCell(page, '@timely/shared-ui', 'feeds')).toHaveText(
      `^${NEXT_SHARED_UI} → ${NEXT_SHARED_UI}`,
    );
    await expect(await sharedCell(page, '@timely/shared-ui', 'projects')).toHaveText(
      `^${HOST_SHARED_UI} → ${HOST_SHARED_UI}`,
    );
  });
}

test('a release that needs a newer one-copy package than the host runs is refused in its outlet, and the rest works', async ({
  page,
  request,
}) => {
  await serve(request, ['promote', 'feeds', NEEDS_NEWER_AUTH], releasedFeeds(NEEDS_NEWER_AUTH));

  await page.goto('/feed');
  const main = page.getByRole('main');
  await expect(main.getByText('This module was built for other library versions')).toBeVisible();
  await expect(main.getByText('@timely/shared-auth ^1.1.0')).toBeVisible();
  await expect(main.getByText(/the portal runs @timely\/shared-auth 1\.0\.0/)).toBeVisible();
  // the other remotes' screens still load in the same page
  await menuOf(page).getByRole('link', { name: 'View All Projects', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
  await menuOf(page).getByRole('link', { name: 'Leave Report', exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Leave', exact: true })).toBeVisible();
  const about = await feedsAbout(page);
  await expect(about).toContainText(releasedFeeds(NEEDS_NEWER_AUTH));
});

test('rollback serves the previous release in the same browser after a reload, and About says which is served', async ({
  page,
  request,
}) => {
  await page.goto('/feed');
  const main = page.getByRole('main');
  await expect(main.getByText('This module was built for other library versions')).toBeVisible();

  // back to NEXT: the refused release is gone after a reload, the new screen is back
  await serve(request, ['rollback', 'feeds'], releasedFeeds(NEXT));
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Company feed', exact: true })).toBeVisible();
  await expect(main.getByText('This module was built for other library versions')).toHaveCount(0);
  await menuOf(page).getByRole('link', { name: 'Feed digest', exact: true }).click();
  await expect(main.getByRole('list', { name: 'Feed digest' }).getByRole('listitem')).toHaveCount(2);
  let about = await feedsAbout(page);
  await expect(about).toContainText(NEXT);
  await expect(about).toContainText(releasedFeeds(NEXT));

  // once more: no release left, the deployed build, which has no digest screen
  await page.goto('/feed/digest');
  await expect(main.getByRole('heading', { name: 'Feed digest', exact: true })).toBeVisible();
  await serve(request, ['rollback', 'feeds'], deployedFeeds);
  await page.reload();
  // the not-found page, which has no menu
  await expect(main.getByText('There is nothing at this address.')).toBeVisible();
  await page.goto('/feed');
  await expect(main.getByRole('heading', { name: 'Company feed', exact: true })).toBeVisible();
  await expect(menuOf(page).getByRole('link', { name: 'Feeds', exact: true })).toBeVisible();
  await expect(menuOf(page).getByRole('link', { name: 'Feed digest' })).toHaveCount(0);
  about = await feedsAbout(page);
  await expect(about).toContainText(deployedFeeds);
  await expect(about).not.toContainText(NEXT);
});
