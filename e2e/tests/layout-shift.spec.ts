import { expect, test, type Page } from '@playwright/test';
import { firstPagePaths } from '@timely/contract/first-page';
import { accounts } from '../fixtures/accounts';
import { mainThreadIdle } from '../fixtures/main-thread-idle';
import { signIn } from '../fixtures/sign-in';

// The Overview is the first screen after sign-in: its cards keep their space from the first frame (the
// sidebar's projects are asked for as the sign-in succeeds, the screen's loading state holds the
// viewport's height), so nothing on it jumps when the data arrives. Counted as the Web Vitals count CLS:
// every shift but those within half a second of an input, summed (at least the worst window). The answers are
// held back, each by its own time and past that half second, so the cards arrive late and in no fixed order, as
// they do on a busy server: on a quick one every shift would fall within the half second and count for nothing.
test.use({ viewport: { width: 1440, height: 900 }, storageState: { cookies: [], origins: [] } });

const HELD_BACK_MS: Record<string, number> = {
  [firstPagePaths.overview.week]: 1_300,
  [firstPagePaths.overview.headCount]: 900,
  [firstPagePaths.overview.ongoingProjects]: 1_100,
  [firstPagePaths.overview.nextWeek]: 700,
  [firstPagePaths.overview.activity]: 800,
  [firstPagePaths.overview.plannedVsActual]: 600,
  [firstPagePaths.overview.leaderboard]: 650,
  [`/${firstPagePaths.fetchAllProjects}`]: 1_200,
};

async function holdBackAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => Object.hasOwn(HELD_BACK_MS, url.pathname),
    async (route) => {
      // eslint-disable-next-line no-restricted-syntax -- a slow server is what is tested: the answer is held back
      await new Promise((resolve) => setTimeout(resolve, HELD_BACK_MS[new URL(route.request().url()).pathname]));
      await route.fallback();
    },
  );
}

/** Keeps every layout shift from the first frame on, with whether an input came just before it and what moved. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as {
      __layoutShifts: Array<{ at: number; value: number; input: boolean; sources: string[] }>;
    };
    win.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null }> }
      >)
        win.__layoutShifts.push({
          at: entry.startTime,
          value: entry.value,
          input: entry.hadRecentInput,
          sources: entry.sources.map((source) => (source.node?.textContent ?? '').slice(0, 40)),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts no input explains, since `since` (the page's clock, ms). */
async function unexpectedShift(page: Page, since = 0): Promise<{ total: number; sources: string[] }> {
  return page.evaluate((from) => {
    const entries = (
      window as unknown as { __layoutShifts: Array<{ at: number; value: number; input: boolean; sources: string[] }> }
    ).__layoutShifts;
    const counted = entries.filter((entry) => !entry.input && entry.at >= from);
    return {
      total: counted.reduce((sum, entry) => sum + entry.value, 0),
      sources: counted.flatMap((entry) => entry.sources.map((source) => `${entry.value.toFixed(4)} ${source}`)),
    };
  }, since);
}

for (const account of [accounts.admin, accounts.member])
  test(`the Overview does not shift as its cards load, signed in as ${account.level}`, async ({ page }) => {
    await recordLayoutShifts(page);
    await holdBackAnswers(page);
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/preview$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
    // every card's content (no spinner left in the main area), and the charts drawn
    await expect(main.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
    await expect(main.locator('.recharts-wrapper')).toHaveCount(2);
    // what the page does after its content (the cards' Export menus, the menu's preloads) has run: the Export
    // menus show and the main thread has been idle five idle periods in a row
    await expect(main.getByRole('button', { name: 'Export' })).not.toHaveCount(0);
    await mainThreadIdle(page);
    const shift = await unexpectedShift(page);
    expect(shift.total, shift.sources.join('\n')).toBeLessThanOrEqual(0.02);
  });

// A list screen's placeholder holds the viewport while its answer is on its way: the footer (and a card below
// the list) wait below the fold rather than showing under the spinner and jumping away when a page of rows
// arrives. Every answer is held back past the half second after the click that CLS forgives.
const LIST_SCREENS = [
  { link: 'Feeds', content: (page: Page) => page.getByTestId('feed-count') },
  { link: 'View All Peers', content: (page: Page) => page.getByRole('main').getByRole('table') },
  { link: 'People Availability', content: (page: Page) => page.getByRole('main').getByRole('table').first() },
  // the rating form is drawn at once and is ready when its mates have arrived
  { link: 'My feedback', content: (page: Page) => page.getByRole('main').locator('form[aria-busy="false"]') },
];

test('list screens do not shift as their rows arrive late', async ({ page }) => {
  await recordLayoutShifts(page);
  await signIn(page, accounts.admin.email);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
  await expect(main.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
  await mainThreadIdle(page);
  await page.route(
    (url) => url.pathname.startsWith('/v2/'),
    async (route) => {
      // eslint-disable-next-line no-restricted-syntax -- a slow server is what is tested: the answer is held back
      await new Promise((resolve) => setTimeout(resolve, 900));
      await route.fallback();
    },
  );
  for (const screen of LIST_SCREENS) {
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole('navigation').getByRole('link', { name: screen.link, exact: true }).click();
    await expect(screen.content(page)).toBeVisible();
    await expect(main.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
    await mainThreadIdle(page);
    const shift = await unexpectedShift(page, clickedAt);
    expect(shift.total, `${screen.link}:\n${shift.sources.join('\n')}`).toBeLessThanOrEqual(0.02);
  }
});
