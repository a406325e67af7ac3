import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Preferences } from '@timely/contract';
import { enableCustomizer, savePreferences } from '../fixtures/shell';

// Pictures of the shell for a person to look at (PORTAL_SCREENSHOTS=1), saved to e2e/screenshots/ (git-ignored).
test.skip(!process.env.PORTAL_SCREENSHOTS, 'set PORTAL_SCREENSHOTS=1 to take the shell screenshots');

const OUT = path.join(import.meta.dirname, '../screenshots');
const LOOKS: Array<[string, Partial<Preferences>]> = [
  ['light', {}],
  ['dark', { theme: 'dark' }],
  ['semi-dark', { theme: 'semi-dark', menuTheme: 'success', navbarColor: 'primary' }],
  ['rtl', { direction: 'rtl' }],
  ['horizontal', { layout: 'horizontal', navbarType: 'sticky' }],
];

/** No ancestor is still fading in. */
function fullyShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement)
    if (getComputedStyle(node).opacity !== '1') return false;
  return true;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
}

test('the shell in each look, wide and narrow', async ({ page, request }) => {
  test.setTimeout(120_000);
  await enableCustomizer(page);
  await page.goto('/preview');
  try {
    for (const [look, preferences] of LOOKS) {
      await savePreferences(page, request, preferences);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        await page.goto('/preview');
        await expect(page.locator('html')).toHaveAttribute('dir', preferences.direction ?? 'ltr');
        await expect(page.getByRole('main').getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
        // the whole screen, with what it loads after its content (charts, filters, search)
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0, { timeout: 15_000 });
        await expect(page.getByRole('combobox', { name: 'Search pages, projects and peers' })).toBeVisible();
        await shoot(page, `${look}-${width}`);
      }
    }
    await savePreferences(page, request, {});
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/preview');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expect.poll(() => page.getByRole('dialog', { name: 'Notifications' }).evaluate(fullyShown)).toBe(true);
    await shoot(page, 'notifications-1440');
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Search pages, projects and peers' }).fill('a');
    await expect(page.getByRole('option').first()).toBeVisible();
    await shoot(page, 'search-1440');
    await page.goto('/pages/profile');
    await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible();
    await shoot(page, 'profile-1440');
    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, 'customizer-1440');
    await page.goto('/pages/notifications');
    await expect(page.getByRole('main').getByRole('list', { name: 'Notifications' })).toBeVisible();
    await shoot(page, 'notifications-page-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'notifications-page-390');
    await page.goto('/preview');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    // let the drawer finish sliding in
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await shoot(page, 'drawer-390');
  } finally {
    await savePreferences(page, request, {});
  }
});

test('the signed-out pages', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    for (const [name, url] of [
      ['login', '/pages/login/'],
      ['forgot', '/pages/forgot-password'],
      ['reset', '/pages/reset-password?token=x'],
      ['404', '/misc/error/404'],
      ['500', '/misc/error/500'],
      ['maintenance', '/misc/maintenance'],
    ]) {
      await page.goto(url!);
      await expect(page.getByRole('main')).toBeVisible();
      await shoot(page, `${name}-${width}`);
    }
  }
  await context.close();
});
