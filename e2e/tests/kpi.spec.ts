import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../fixtures/accounts';
import { month } from '../fixtures/days';
import { signIn } from '../fixtures/sign-in';

// The KPI screens of remote-kpi (issue #10), as the seeded Acme admin unless a test signs in as someone else.

const projectRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Project KPIs' }).getByRole('row').filter({ hasText: name });

test('an admin edits a project month and sees its health change', async ({ page }) => {
  await page.goto(`/projectlevel?month=${month()}`);
  const atlas = projectRow(page, 'Atlas Web Revamp');
  await expect(atlas.getByRole('img', { name: /^Health \d+ of 100/ })).toBeVisible();

  await atlas.getByRole('button', { name: /^Edit Atlas Web Revamp · / }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(/^Editing Atlas Web Revamp · /)).toBeVisible();
  // half of every target this month (profit 20 %, eNPS 7.5, cNPS 8 in the seed) → 4 × 12.5 = 50, "Fair"
  for (const [label, value] of [
    ['Projected revenue (USD)', '100000'],
    ['Achieved revenue (USD)', '50000'],
    ['Profit %', '10'],
    ['eNPS (0–10)', '3.75'],
    ['cNPS (0–10)', '4'],
  ] as const) {
    await drawer.getByLabel(label).fill(value);
  }
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(atlas.getByRole('img', { name: 'Health 50 of 100, Fair' })).toBeVisible();

  // a bad value is refused with the field named, and nothing is lost
  await atlas.getByRole('button', { name: /^Edit Atlas Web Revamp · / }).click();
  await drawer.getByLabel('Profit %').fill('120');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Must be at most 100')).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(atlas.getByRole('img', { name: 'Health 50 of 100, Fair' })).toBeVisible();
});

test('any past month can be shown, including projects that have ended', async ({ page }) => {
  await page.goto(`/projectlevel?month=${month(-3)}`);
  await expect(projectRow(page, 'Harbor Partner API').getByRole('img', { name: /Critical$/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Organisation KPIs' })).toBeVisible();
});

test("a project's KPI page keeps records: add a milestone and see it listed", async ({ page }) => {
  await page.goto('/projectlevel');
  await projectRow(page, 'Beacon Mobile').getByRole('link', { name: 'Beacon Mobile' }).click();
  await expect(page.getByRole('heading', { name: 'Beacon Mobile' })).toBeVisible();
  await page.getByRole('button', { name: 'Add milestone' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('New milestone · Beacon Mobile')).toBeVisible();
  await drawer.getByLabel('Milestone', { exact: true }).fill('Field pilot sign-off');
  await drawer.getByLabel('Amount (USD)').fill('30000');
  await drawer.getByLabel('Planned raise date').fill('2031-01-15');
  await drawer.getByLabel('Planned raise date').press('Enter');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Milestones' }).getByRole('row').filter({ hasText: 'Field pilot sign-off' }),
  ).toContainText('$30,000');

  await page.getByRole('tab', { name: 'eNPS' }).click();
  await expect(page.getByText('eNPS, all answers')).toBeVisible();
  await expect(page).toHaveURL(/tab=enps/);
});

test('a member reads the KPIs of their projects but cannot edit them', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, accounts.member.email);
  await page.goto('/projectlevel');
  await expect(projectRow(page, 'Atlas Web Revamp')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expect(page.getByText('TV dashboard links')).toHaveCount(0);
  await context.close();
});

test('a TV link opens the dashboard without signing in, and stops working once revoked', async ({ page, browser }) => {
  await page.goto('/projectlevel');
  await page.getByRole('button', { name: 'New TV link' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Label').fill('Lobby screen');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = (await dialog.getByTestId('tv-link-url').innerText()).trim();
  expect(url).toMatch(/\/tvapp\?key=/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // a wall screen: no session at all, its clock under the test's control
  const screen = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 1920, height: 1080 },
  });
  const tv = await screen.newPage();
  await tv.clock.install();
  await tv.goto(url);
  await expect(tv.getByRole('heading', { name: 'Acme · KPIs' })).toBeVisible();
  await expect(tv.getByRole('region', { name: /^Spotlight: / })).toBeVisible();
  await expect(tv.getByRole('list', { name: 'Projects' })).toContainText('Atlas Web Revamp');
  await expect(tv.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  // a wall screen is dark and fits the screen, without scrolling, at 1920×1080 and at 1440×900
  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1440, height: 900 },
  ]) {
    await tv.setViewportSize(viewport);
    await tv.goto(url);
    await expect(tv.getByRole('region', { name: /^Spotlight: / })).toBeVisible();
    const fit = await tv.evaluate(() => ({
      scroll: document.documentElement.scrollHeight,
      height: window.innerHeight,
      wide: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(fit.scroll, `${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(fit.height);
    expect(fit.wide).toBeLessThanOrEqual(fit.width);
    const title = await tv
      .getByRole('heading', { name: 'Acme · KPIs' })
      .evaluate((element) => getComputedStyle(element).color);
    const page = await tv.getByTestId('tv-dashboard').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(lightness(title)).toBeGreaterThan(0.7);
    expect(lightness(page)).toBeLessThan(0.2);
  }

  const links = page.getByRole('table', { name: 'TV dashboard links' });
  await links.getByRole('button', { name: 'Revoke Lobby screen' }).click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(links.getByRole('row').filter({ hasText: 'Lobby screen' })).toContainText('Revoked');

  // the screen's next refresh, a minute later, is refused
  await tv.clock.fastForward(61_000);
  await expect(tv.getByText('This TV link was revoked')).toBeVisible();
  await expect(tv.getByText('Acme · KPIs')).toHaveCount(0);
  await screen.close();
});

/** The relative luminance of a CSS rgb()/rgba() colour, 0 (black) to 1 (white). */
function lightness(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => Number(part) / 255) as [
    number,
    number,
    number,
  ];
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
