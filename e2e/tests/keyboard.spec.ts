import { expect, test } from '@playwright/test';
import { accounts, PASSWORD } from '../fixtures/accounts';
import { expectFocusVisible, tabTo } from '../fixtures/keyboard';

// The portal with no mouse (issue #32): only keyboard presses, a focus ring at every stop.
test.use({ storageState: { cookies: [], origins: [] } });

test('with the keyboard alone a manager signs in, skips to the content and creates a project; the drawer keeps and returns focus', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Keyboard ${Date.now().toString(36)}`;
  await page.goto('/pages/login/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type(accounts.manager.email);
  await tabTo(page, form.getByLabel('Password'));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/pages\/login/);

  // the first Tab of a page offers the skip link; it leads past the menu to the screen
  await page.goto('/data-list/view-all-projects');
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // a drawer takes the focus, keeps it inside while tabbing, and gives it back on Escape
  const newProject = page.getByRole('button', { name: 'New project' });
  await tabTo(page, newProject);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(newProject).toBeFocused();

  // and the project is created with the keyboard
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByLabel('Name'));
  await page.keyboard.type(name);
  await tabTo(page, drawer.getByLabel('Description'));
  await page.keyboard.type('Created with the keyboard alone.');
  await tabTo(page, drawer.getByRole('button', { name: 'Create project' }));
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText(name)).toBeVisible();
});
