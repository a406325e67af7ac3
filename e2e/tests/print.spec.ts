import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../fixtures/accounts';
import { savePreferences } from '../fixtures/shell';
import { atlasSprints, sessionHeaders } from '../fixtures/api-session';

// Print views (issue #55): the sprint report, a project's overview and the 360 report print alone on A4,
// their charts drawn at the paper's width, black on white in either skin.

/** What the page looked like when the browser's print dialog would have opened. */
type AtPrint = { printing: boolean; mainWidth: number; widestChart: number; sidebarShown: boolean };

/** Replaces window.print with a recorder of the page's state at that moment. */
async function recordPrint(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { __atPrint?: AtPrint };
    window.print = () => {
      const main = document.getElementById('main-content')!;
      const charts = Array.from(
        main.querySelectorAll('svg.recharts-surface'),
        (svg) => svg.getBoundingClientRect().width,
      );
      const sidebar = document.querySelector('[data-testid="sidebar"]');
      state.__atPrint = {
        printing: document.documentElement.hasAttribute('data-printing'),
        mainWidth: main.getBoundingClientRect().width,
        widestChart: Math.max(0, ...charts),
        sidebarShown: !!sidebar && getComputedStyle(sidebar).display !== 'none',
      };
    };
  });
}

/** Clicks Print and checks the page was laid out at A4's printable width (186 mm) with nothing wider in it. */
async function printsAtPaperWidth(page: Page) {
  await recordPrint(page);
  await page.getByRole('main').getByRole('button', { name: 'Print' }).click();
  const atPrint = await expect
    .poll(() => page.evaluate(() => (window as unknown as { __atPrint?: AtPrint }).__atPrint ?? null))
    .not.toBeNull()
    .then(() => page.evaluate(() => (window as unknown as { __atPrint: AtPrint }).__atPrint));
  expect(atPrint.printing).toBe(true);
  expect(atPrint.sidebarShown).toBe(false);
  expect(Math.round(atPrint.mainWidth)).toBe(703);
  expect(atPrint.widestChart).toBeGreaterThan(0);
  expect(atPrint.widestChart).toBeLessThanOrEqual(atPrint.mainWidth);
  // and back to the screen's layout once the dialog closed
  await expect(page.locator('html')).not.toHaveAttribute('data-printing');
}

/** As printed: no sidebar, top bar, footer or buttons; black text on white; at most `pages` A4 pages. */
async function printedAlone(page: Page, name: string, pages: number) {
  await page.emulateMedia({ media: 'print' });
  try {
    for (const chrome of ['sidebar', 'navbar', 'footer'])
      await expect(page.locator(`[data-testid="${chrome}"]`)).toBeHidden();
    await expect(page.getByRole('main').getByRole('button', { name: 'Print' })).toBeHidden();
    const heading = page.getByRole('main').getByRole('heading', { level: 3 }).first();
    expect(await heading.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(0, 0, 0)');
    await page.screenshot({ path: test.info().outputPath(`${name}-print.png`), fullPage: true });
    const pdf = (await page.pdf({ format: 'A4', printBackground: false })).toString('latin1');
    const count = pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(pages);
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

test('the sprint report, the project overview and the 360 report print alone on A4, in the light and the dark skin', async ({
  page,
  request,
}) => {
  // six screens, each printed to PDF, on a machine that may be busy
  test.setTimeout(300_000);
  await page.goto('/preview');
  const headers = await sessionHeaders(page);
  const { atlas, sprints } = await atlasSprints(request, headers);
  const closed = sprints.filter((sprint) => sprint.status === 'completed').at(-1)!;

  try {
    for (const look of ['light', 'dark'] as const) {
      await savePreferences(page, request, look === 'dark' ? { theme: 'dark' } : {});

      await page.goto(`/data-list/sprint-report/${closed._id}`);
      await expect(page.getByRole('heading', { name: `Report · ${closed.name}` })).toBeVisible();
      await expect(page.locator('svg.recharts-surface').first()).toBeVisible();
      await printsAtPaperWidth(page);
      await printedAlone(page, `sprint-report-${look}`, 4);

      await page.goto(`/view-components/overview/${atlas._id}`);
      await expect(page.getByRole('heading', { name: atlas.name })).toBeVisible();
      await expect(page.locator('svg.recharts-surface').first()).toBeVisible();
      await printsAtPaperWidth(page);
      await printedAlone(page, `project-overview-${look}`, 3);

      await page.goto('/get-overall-peer-review');
      await page.getByRole('combobox', { name: 'Peer', exact: true }).fill('Mia');
      await page.getByTitle(accounts.member.name, { exact: true }).click();
      const overall = page.getByRole('main').locator('.ant-card').filter({ hasText: 'Overall' });
      await expect(overall.getByText(/\d+ reviewers? · \d+ reviews?/)).toBeVisible({ timeout: 30_000 });
      await printsAtPaperWidth(page);
      await printedAlone(page, `peer-review-${look}`, 4);
    }
  } finally {
    await savePreferences(page, request, {});
  }
});
