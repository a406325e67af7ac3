import { expect, test } from '@playwright/test';
import { REMOTES } from '@timely/tooling/remotes';

const feedsOrigin = `http://localhost:${REMOTES.feeds.port}`;

test('a remote that cannot load shows a fallback in its outlet, the rest keeps working, and Retry recovers', async ({ page }) => {
  // the feeds remote's server is "down": every request to it fails
  await page.route(`${feedsOrigin}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/feed');
  const main = page.getByRole('main');
  await expect(main.getByText('This module is unavailable right now')).toBeVisible();
  await expect(page.getByTestId('top-bar-user')).toBeVisible();

  // another remote still loads, from the same shell
  await page.getByRole('link', { name: 'View All Projects' }).click();
  await expect(main.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();

  // back on the feed, the server is up again: Retry loads it without reloading the page
  await page.getByRole('link', { name: 'Feeds' }).click();
  await expect(main.getByText('This module is unavailable right now')).toBeVisible();
  await page.unroute(`${feedsOrigin}/**`);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByRole('heading', { name: 'Company feed' })).toBeVisible();
  expect(navigations).toEqual([]);
});

test('a remote whose manifest is missing (404) shows the same fallback', async ({ page }) => {
  await page.route(`${feedsOrigin}/mf-manifest.json`, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('/feed');
  await expect(page.getByRole('main').getByText('This module is unavailable right now')).toBeVisible();
});
