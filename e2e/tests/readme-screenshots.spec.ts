import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Preferences } from '@timely/contract';
import { portalHref } from '@timely/shared-ui/portal-paths';
import { routeParams } from '../fixtures/routes';
import { savePreferences } from '../fixtures/shell';

// The README's pictures (PORTAL_README_SCREENSHOTS=1): a screen in German, in Arabic (right to left) and in
// dark mode, written to docs/images/ for a person to look at before committing them.
test.skip(!process.env.PORTAL_README_SCREENSHOTS, "set PORTAL_README_SCREENSHOTS=1 to retake the README's pictures");

const OUT = path.join(import.meta.dirname, '../../docs/images');

/** The screen with what it loads after its content (charts, filters), nothing still on its way. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(() => document.fonts.ready);
}

const PICTURES: Array<{ file: string; preferences: Partial<Preferences>; screen: 'projects' | 'overview' | 'board' }> =
  [
    { file: 'projects-german.png', preferences: { language: 'de' }, screen: 'projects' },
    { file: 'overview-arabic.png', preferences: { language: 'ar' }, screen: 'overview' },
    { file: 'board-dark.png', preferences: { theme: 'dark', language: 'en' }, screen: 'board' },
  ];

test('the README pictures: German, Arabic and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(portalHref('overview'));
  const params = await routeParams(page);
  const hrefs = {
    projects: portalHref('projects'),
    overview: portalHref('overview'),
    board: portalHref('sprintBoard', { sprintId: params.sprintId! }),
  };
  try {
    for (const { file, preferences, screen } of PICTURES) {
      await savePreferences(page, page.request, preferences);
      await page.goto(hrefs[screen]);
      await expect(page.locator('html')).toHaveAttribute('lang', preferences.language ?? 'en');
      await settled(page);
      await page.screenshot({ path: path.join(OUT, file) });
    }
  } finally {
    await savePreferences(page, page.request, {});
  }
});
