import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { HOST_PORT } from '@timely/tooling/remotes';
import { buildRemoteVariant, serveBuild } from '../fixtures/remote-build';

// Integration testers compose versions: a second build of the feeds remote, served from its own origin,
// replaces the deployed one for this browser session only.
const V2_PORT = HOST_PORT + 20;
const MISMATCH_PORT = HOST_PORT + 21;
const servers: ChildProcess[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const [v2, mismatched] = await Promise.all([
    buildRemoteVariant('feeds', { PORTAL_BUILD_VERSION: '9.9.0-e2e', PORTAL_BUILD_ID: 'e2e-v2' }),
    buildRemoteVariant('feeds', {
      PORTAL_BUILD_VERSION: '9.9.1-antd5',
      PORTAL_SHARED_VERSION_OVERRIDES: JSON.stringify({ antd: '5.24.0' }),
    }),
  ]);
  servers.push(await serveBuild('feeds', v2, V2_PORT));
  servers.push(await serveBuild('feeds', mismatched, MISMATCH_PORT));
});

test.afterAll(() => {
  for (const server of servers) server.kill();
});

/** The element at the banner's first text (its inline start) is the banner, not the sidebar over it. */
async function expectBannerStartUncovered(page: Page): Promise<void> {
  const text = page.getByTestId('override-feeds');
  await expect(text).toBeVisible();
  const covered = await text.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const rtl = getComputedStyle(element).direction === 'rtl';
    const x = rtl ? box.right - 4 : box.left + 4;
    const top = document.elementFromPoint(x, box.top + box.height / 2);
    return top && !element.closest('[role="region"]')?.contains(top) ? top.outerHTML.slice(0, 80) : null;
  });
  expect(covered, 'what covers the start of the override banner').toBeNull();
}

test('a query-string override composes another build for the session, shown in a banner and the About view', async ({
  page,
}) => {
  await page.goto(`/feed?remote.feeds=${encodeURIComponent(`http://localhost:${V2_PORT}/mf-manifest.json`)}`);
  const banner = page.getByRole('region', { name: 'Remote overrides' });
  await expect(banner.getByTestId('override-feeds')).toContainText(
    `feeds v9.9.0-e2e from http://localhost:${V2_PORT}/mf-manifest.json`,
  );
  // the parameter is taken out of the address, and the override is kept for the session
  await expect(page).toHaveURL(/\/feed$/);
  // its start is not under the fixed sidebar, in either direction of writing
  await expectBannerStartUncovered(page);
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  await expectBannerStartUncovered(page);
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'ltr'));
  await page.goto('/about');
  const remotes = page.getByRole('table').first();
  const feedsRow = remotes.getByRole('row', { name: /feeds/ });
  await expect(feedsRow).toContainText('9.9.0-e2e');
  await expect(feedsRow).toContainText('e2e-v2');
  await expect(feedsRow).toContainText('override');
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Return to the deployed map' }).click();
  await expect(banner).toBeHidden();
  await expect(remotes.getByRole('row', { name: /feeds/ })).not.toContainText('override');
  await expect(remotes.getByRole('row', { name: /feeds/ })).toContainText(
    `http://localhost:${HOST_PORT + 3}/mf-manifest.json`,
  );
});

test('an override from an origin outside the allow-list is refused and the deployed remote stays', async ({ page }) => {
  await page.goto(`/leaveReport?remote.kpi=${encodeURIComponent('https://evil.example.com/mf-manifest.json')}`);
  const banner = page.getByRole('region', { name: 'Remote overrides' });
  await expect(banner).toContainText(
    "Override of kpi refused: https://evil.example.com is not on this portal's allow-list.",
  );
  await expect(page.getByRole('main').getByRole('heading', { name: 'Leave', exact: true })).toBeVisible();
});

test('a remote built against another major of a shared library shows what it needs, and the portal keeps working', async ({
  page,
}) => {
  await page.goto(`/feed?remote.feeds=${encodeURIComponent(`http://localhost:${MISMATCH_PORT}/mf-manifest.json`)}`);
  const main = page.getByRole('main');
  await expect(main.getByText('This module was built for other library versions')).toBeVisible();
  await expect(main.getByText('antd ^5.24.0')).toBeVisible();
  await expect(main.getByText(/the portal runs antd 6\./)).toBeVisible();
  // another remote still opens in the same session
  await page.evaluate(() => {
    window.history.pushState({}, '', '/data-list/view-all-projects');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(main.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Return to the deployed map' }).click();
  await expect(page.getByRole('region', { name: 'Remote overrides' })).toBeHidden();
});

test('the About view is one click away from every page', async ({ page }) => {
  await page.goto('/feed');
  // the footer's link is clicked where it stays: the feed's posts, once they arrive, move it down the page, and a
  // click aimed at it before then landed on a post
  await expect(page.getByRole('feed', { name: 'Company feed' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('link', { name: 'About this portal' }).click();
  await expect(page.getByRole('heading', { name: 'About this portal' })).toBeVisible();
});
