import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { savePreferences } from '../fixtures/shell';

// The Overview dashboard (/preview, issue #7) as the seeded Acme admin (the portal project's session):
// every widget shows numbers from the API, at 1440 and 390 px, in the light and the dark theme.

async function openOverview(page: Page) {
  await page.goto('/preview');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible({ timeout: 30_000 });
  return main;
}

async function expectNumbers(page: Page) {
  const main = page.getByRole('main');
  const headCount = main.getByRole('region', { name: "Today's head count" });
  // Acme has 30 active peers (the seed: mock-server/src/db/seed)
  await expect(headCount.getByText('Total')).toBeVisible();
  await expect(headCount.getByText('30', { exact: true })).toBeVisible();
  const week = main.getByRole('region', { name: 'This week: office vs WFH' });
  await expect(
    week
      .getByRole('img', { name: 'Office, WFH and field shares per day this week' })
      .locator('.recharts-bar-rectangle')
      .first(),
  ).toBeVisible();
  await expect(week.getByRole('list', { name: 'Work modes per day' }).getByRole('listitem')).toHaveCount(5);
  await expect(
    week
      .getByRole('list', { name: 'Work modes per day' })
      .getByText(/office \d+ \(\d+(\.\d)?%\)/)
      .first(),
  ).toBeVisible();
  const ongoing = main.getByRole('region', { name: 'Ongoing projects' });
  await expect(ongoing.getByRole('link', { name: 'Atlas Web Revamp' })).toBeVisible();
  await expect(
    ongoing.getByRole('img', { name: /^Atlas Web Revamp score (\d+(\.\d{1,2})? of 100|: none yet)$/ }),
  ).toBeVisible();
  const board = main.getByRole('region', { name: 'Karma leaderboard' });
  await board.getByText('All time').click();
  const ranking = board.getByRole('list', { name: 'Karma leaderboard' });
  await expect(ranking.getByRole('listitem').first()).toContainText(/^1.*\d+(\.\d+)? points?$/);
  await expect(
    main
      .getByRole('region', { name: "Next week's availability" })
      .getByRole('list', { name: 'Next week' })
      .getByRole('listitem'),
  ).toHaveCount(5);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('an admin opens the Overview and sees head count, the week chart, ongoing projects and the leaderboard with numbers', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await openOverview(page);
    await expectNumbers(page);
    await shoot(page, testInfo, `overview-light-${width}`);
  }
  try {
    await savePreferences(page, request, { theme: 'dark' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openOverview(page);
    await expectNumbers(page);
    await shoot(page, testInfo, 'overview-dark-1440');
  } finally {
    await savePreferences(page, request, {});
  }
});

test('in a right-to-left portal the week chart is mirrored: days run from the right, values stand on the right and read as written', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOverview(page);
  try {
    await savePreferences(page, request, { direction: 'rtl' });
    const main = await openOverview(page);
    const chart = main
      .getByRole('region', { name: 'This week: office vs WFH' })
      .getByRole('img', { name: 'Office, WFH and field shares per day this week' });
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const ticks = chart.locator('.recharts-xAxis-tick-labels text');
    const monday = await ticks.filter({ hasText: 'Mon' }).boundingBox();
    const friday = await ticks.filter({ hasText: 'Fri' }).boundingBox();
    expect(monday!.x).toBeGreaterThan(friday!.x);
    const valueAxis = await chart.locator('.recharts-yAxis .recharts-cartesian-axis-line').boundingBox();
    const bars = await chart.locator('.recharts-bar').first().boundingBox();
    expect(valueAxis!.x).toBeGreaterThan(bars!.x + bars!.width - 1);
    // inherited rtl had drawn "100 %" as "% 100"
    const hundred = chart.locator('.recharts-yAxis-tick-labels text').filter({ hasText: '100' });
    await expect(hundred).toHaveText('100%');
    expect(await hundred.evaluate((text) => getComputedStyle(text).direction)).toBe('ltr');
  } finally {
    await savePreferences(page, request, {});
  }
});

test('a peer plans where they work next week on their profile; the plan is kept, and can go back to the default', async ({
  page,
}) => {
  await page.goto('/pages/profile');
  const nextWeek = page.getByRole('region', { name: 'Next week' });
  const wednesday = nextWeek.getByRole('radiogroup').nth(2);
  const label = (await wednesday.getAttribute('aria-label'))!.replace('Where you work on ', '');
  const chosen = () => wednesday.locator('.ant-segmented-item-selected');
  // neither the day's mode now nor the default, so that the plan shows and can be taken back
  const fallback = (await page.getByText(/^Days you leave unplanned follow your default: /).textContent())!.replace(
    /^.*: (.*)\.$/,
    '$1',
  );
  const current = await chosen().textContent();
  const target = ['Office', 'WFH', 'On field'].find((candidate) => candidate !== fallback && candidate !== current)!;
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/v2/me/work-days/'),
  );
  await wednesday.getByText(target, { exact: true }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(chosen()).toHaveText(target);
  // back to the default: the plan is gone after a reload too
  await page.getByRole('button', { name: `Use your default on ${label}` }).click();
  await expect(page.getByRole('button', { name: `Use your default on ${label}` })).toHaveCount(0);
  await page.reload();
  await expect(chosen()).toHaveText(fallback);
  await expect(page.getByRole('button', { name: `Use your default on ${label}` })).toHaveCount(0);
});
