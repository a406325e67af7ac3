import { expect, test, type Browser, type Page } from '@playwright/test';
import { screens as appsScreens } from '../../remote-apps/src/screens';
import { screens as feedsScreens } from '../../remote-feeds/src/screens';
import { screens as kpiScreens } from '../../remote-kpi/src/screens';
import { screens as peersScreens } from '../../remote-peers/src/screens';
import { screens as projectsScreens } from '../../remote-projects/src/screens';
import { accounts } from '../fixtures/accounts';
import { signIn } from '../fixtures/sign-in';

// Every screen of the sidebar, as the admin and as a member, compared with pictures taken before a structural
// change (PORTAL_SAME_SCREENS=1): take them on the commit before with `--update-snapshots` (copy this file there
// if it is older), then run again after it; a screen that moved fails. The pictures stay on the machine
// (git-ignored): they hold the day's demo data.
test.skip(!process.env.PORTAL_SAME_SCREENS, 'set PORTAL_SAME_SCREENS=1 to compare the screens with their pictures');

type Screen = { name: string; path: string; isPublic?: boolean; roles?: readonly string[]; menu?: unknown };

/** The screens the remotes put in the sidebar (a path with a parameter is a project's, reached from its row). */
const SIDEBAR = ([...projectsScreens, ...peersScreens, ...feedsScreens, ...kpiScreens, ...appsScreens] as Screen[])
  .filter((screen) => screen.menu && !screen.isPublic && !screen.path.includes(':'))
  .map(({ name, path, roles }) => ({ name, path, roles }));

const LOADING = '.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]';

async function settled(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
}

async function memberPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, accounts.member.email);
  return page;
}

for (const role of ['admin', 'member'] as const) {
  test.describe(`as the ${role}`, () => {
    for (const { name, path, roles } of SIDEBAR) {
      if (role === 'member' && roles && !roles.includes('editor')) continue;
      test(`${name} looks as it did`, async ({ page: adminPage, browser }) => {
        const page = role === 'admin' ? adminPage : await memberPage(browser);
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(path);
        await settled(page);
        // relative times ("3 hours ago") move on between the two runs; anything else counts
        await expect(page).toHaveScreenshot(`${role}-${name}.png`, {
          fullPage: true,
          maxDiffPixelRatio: 0.002,
          animations: 'disabled',
        });
      });
    }
  });
}
