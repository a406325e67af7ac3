import { expect, test } from '@playwright/test';
import { accounts } from '../fixtures/accounts';
import { API_URL, enableCustomizer, savePreferences } from '../fixtures/shell';
import { signIn } from '../fixtures/sign-in';

// Each test signs in for itself: the shell is about who is signed in.
test.use({ storageState: { cookies: [], origins: [] } });

const SHELL_KEYS = [
  'company',
  'adminaccess',
  'user',
  'token',
  'username',
  'userProfilePic',
  'isFirstLoad',
  'userRole',
  'refreshToken',
  'userProfile',
  'portal.preferences.v1',
  'portal.menuOpenGroups.v1',
];

test('sign in, find your projects in the sidebar, log out: every stored key is gone and the session revoked', async ({
  page,
  request,
}) => {
  await signIn(page, accounts.member.email);
  await expect(page).toHaveURL(/\/preview$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('RUN WEEKLY SPRINT')).toBeVisible();
  for (const project of ['Atlas Web Revamp', 'Beacon Mobile', 'Fjord Payments'])
    await expect(menu.getByText(project)).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My feedback' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'People Availability' })).toHaveCount(0);

  await menu.getByText('Beacon Mobile').click();
  await menu.getByRole('link', { name: 'Sprints', exact: true }).click();
  await expect(page).toHaveURL(/\/data-list\/view-all-sprints\/[0-9a-f-]{36}$/);
  // the address bar changes at the click, the screen once its code has loaded: until then the Overview (which
  // has tables too) is the page shown, and a log-out there remembers the Overview (a flaky run on a busy machine)
  await expect(page.getByRole('heading', { name: 'Sprints · Beacon Mobile' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();

  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await page.getByRole('button', { name: `${accounts.member.name}, ` }).click();
  // a click event on the item itself: when the window scrolls while the dropdown is open, the dropdown
  // re-aligns after Playwright has computed where to click, and the pointer click then missed it (a flaky run)
  await page.getByRole('menuitem', { name: 'Log Out' }).dispatchEvent('click');
  // the login page remembers the page signed out of, to come back to it
  await expect(page).toHaveURL(/\/pages\/login\/\?next=%2Fdata-list%2Fview-all-sprints%2F[0-9a-f-]{36}$/);
  const left = await page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), SHELL_KEYS);
  expect(left).toEqual([]);
  await expect
    .poll(async () => (await request.post(`${API_URL}/v2/auth/refresh`, { data: { refreshToken } })).status())
    .toBe(401);
});

test('an editor who opens /dashboard lands on /misc/not-authorized', async ({ page }) => {
  await signIn(page, accounts.manager.email);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  await expect(page.getByText('You are not authorized!')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'People Availability' }),
  ).toHaveCount(0);
});

test('the horizontal layout turns vertical at 1199 px', async ({ page, request }) => {
  await enableCustomizer(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, accounts.globexAdmin.email);
  try {
    await page.getByRole('button', { name: 'Open the theme customizer' }).click();
    // antd's button radios hide their input: choose by the visible label, as a user does
    await page.getByRole('dialog').getByRole('radiogroup', { name: 'Layout' }).getByText('Horizontal').click();
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
    await page.keyboard.press('Escape');
    const menuBar = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menuBar.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();

    await page.setViewportSize({ width: 1199, height: 900 });
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Feeds' }).click();
    await expect(page).toHaveURL(/\/feed$/);
    // up to 1200 px the menu closes once a page is chosen
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
    // remembered on the server: a reload keeps it
    await page.reload();
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
  } finally {
    await savePreferences(page, request, {});
  }
});

test('notifications: unread count, mark one read, open one, view All, mark all read', async ({ page }) => {
  await signIn(page, accounts.member.email);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  // other suites may have notified this user too: count from what the bell says now
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')![1]);
  expect(unread).toBeGreaterThanOrEqual(3);

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('button', { name: 'You earned 12 karma points' })).toBeVisible();
  await panel.getByRole('button', { name: 'Mark "Leave rejected" as read' }).click();
  await expect(bell).toHaveAccessibleName(`Notifications, ${unread - 1} unread`);
  await expect(panel.getByRole('button', { name: 'Leave rejected', exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Unread: New task: UI development' }).click();
  await expect(page).toHaveURL(/\/view-components\/overview\//);
  await expect(bell).toHaveAccessibleName(`Notifications, ${unread - 2} unread`);

  await bell.click();
  await panel.getByRole('link', { name: 'view All' }).click();
  await expect(page).toHaveURL(/\/pages\/notifications$/);
  const main = page.getByRole('main');
  await expect(main.getByText(`${unread - 2} unread`)).toBeVisible();
  await main.getByRole('button', { name: 'Mark all read' }).click();
  await expect(main.getByText('0 unread')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(main.getByRole('button', { name: 'Unread: New task: Bug fixing' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'New task: Bug fixing' })).toBeVisible();
});

test("the bell's list comes in a chunk of its own: a failed download says so, Retry brings the list; whole on a phone", async ({
  page,
}) => {
  // refused as a dropped connection would: the idle preload and the bell's first opening both fail
  const listChunk = '**/notification-list.*.js';
  await page.route(listChunk, (route) => route.abort('connectionreset'));
  await signIn(page, accounts.member.email);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Could not load your notifications.')).toBeVisible();
  // the next try is held a moment: the button spins meanwhile, then the list shows
  await page.unroute(listChunk);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(listChunk, async (route) => {
    await held;
    await route.continue();
  });
  const retry = panel.getByRole('button', { name: /Retry/ });
  await retry.click();
  await expect(retry).toHaveClass(/ant-btn-loading/);
  release();
  await expect(panel.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
  await page.unroute(listChunk);

  // on a phone the bell is left of the avatar: the panel shifts to stay whole on the screen
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(panel.getByRole('list', { name: 'Notifications' })).toBeVisible();
  await expect(async () => {
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }).toPass();
});

test('search finds pages, projects and peers the user may see, by keyboard', async ({ page }) => {
  await signIn(page, accounts.admin.email);
  const box = page.getByRole('combobox', { name: 'Search pages, projects and peers' });
  await box.fill('beacon');
  // the list shows only results for what was typed: the one project, nothing else
  await expect(page.getByRole('option')).toHaveText([/Beacon Mobile/]);
  await box.fill('a');
  await expect(page.getByRole('option', { name: 'Atlas Web Revamp In Progress' })).toBeVisible();
  // the project comes first; the Tasks group below it names the project of each task
  await box.fill('atlas');
  await expect(page.getByRole('option').first()).toHaveText(/Atlas Web Revamp/);
  await expect(page.getByRole('option', { name: 'Atlas Web Revamp In Progress' })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/view-components\/overview\/[0-9a-f-]{36}$/);

  await box.fill('max');
  await expect(page.getByRole('option', { name: /Max Manager/ }).first()).toBeVisible();
  await box.fill('availability');
  await expect(page.getByRole('option', { name: /People Availability/ }).first()).toBeVisible();
});

test('search never offers an editor an admin-only page', async ({ page }) => {
  await signIn(page, accounts.member.email);
  const box = page.getByRole('combobox', { name: 'Search pages, projects and peers' });
  await box.fill('feedback');
  await expect(page.getByRole('option', { name: /My feedback/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /360 Peer feedback/ })).toHaveCount(0);
});
