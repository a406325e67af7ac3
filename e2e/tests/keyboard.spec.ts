import { randomInt } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accounts, PASSWORD } from '../fixtures/accounts';
import { createSprint, findProject, sessionHeaders } from '../fixtures/api-session';
import { day } from '../fixtures/days';
import { expectFocusVisible, tabTo } from '../fixtures/keyboard';
import { unique } from '../fixtures/unique';

// The portal with no mouse (issue #32): only keyboard presses, a focus ring at every stop. One working day:
// the manager creates a project, adds a task, completes it recognising a peer; the member asks for leave
// and the manager approves it; the manager posts to the feed. (Going to a screen types its address,
// which a keyboard user does too; the API only plans the sprint the task goes into.)
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });

const stamp = unique();
const projectName = `Keyboard ${stamp}`;
const taskTitle = `Keyboard task ${stamp}`;

// 5 to 24 weeks out, at random: clear of the leave the seed and other specs ask for, and (most likely) of this
// spec's own leave from an earlier run on the same data
const WEEKS_OUT = 5 + randomInt(20);

/** A Monday `WEEKS_OUT` weeks ahead + `offset` days. */
function laterWeekday(offset: number): string {
  const today = Date.parse(day(0));
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday + (WEEKS_OUT * 7 + offset) * 86_400_000).toISOString().slice(0, 10);
}

// the portal's one date style in the browser's locale (Playwright's Chromium: en-US), "Nov 30, 2026"
const shown = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/pages/login/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, form.getByLabel('Password'));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/pages\/login/);
}

async function keyboardPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInByKeyboard(page, email);
  return page;
}

/** The sprint the task goes into, planned on the new project through the API as its manager. */
async function planProjectSprint(page: Page): Promise<string> {
  const headers = await sessionHeaders(page);
  const project = await findProject(page.request, headers, projectName);
  return (await createSprint(page.request, headers, project._id, `Sprint ${stamp}`))._id;
}

test('with the keyboard alone a manager signs in, skips to the content and creates a project; the drawer keeps and returns focus', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page, accounts.manager.email);

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
  await page.keyboard.type(projectName);
  await tabTo(page, drawer.getByLabel('Description'));
  await page.keyboard.type('Created with the keyboard alone.');
  await tabTo(page, drawer.getByRole('button', { name: 'Create project' }));
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  // (the menu lists a few projects only: with other specs' projects it may not show this one)
  await expect(page.getByText(`${projectName} saved`)).toBeVisible();
});

test('with the keyboard alone the manager adds a task to a sprint, starts it and completes it recognising a peer', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await keyboardPage(browser, accounts.manager.email);
  const sprintId = await planProjectSprint(page);
  await page.goto(`/data-list/view-all-tasks/${sprintId}`);
  // the projects module may take a while to load on a busy machine
  await expect(page.getByRole('heading', { name: `Tasks · Sprint ${stamp}` })).toBeVisible({ timeout: 60_000 });

  const newTask = page.getByRole('button', { name: 'New task' });
  await tabTo(page, newTask);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'New task' });
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByLabel('Title'));
  await page.keyboard.type(taskTitle);
  await tabTo(page, drawer.getByRole('combobox', { name: 'Assignee' }));
  await page.keyboard.type(accounts.manager.name);
  await expect(page.locator('.ant-select-dropdown').getByTitle(accounts.manager.name, { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await tabTo(page, drawer.getByLabel('Estimate (hours)'));
  await page.keyboard.type('4');
  await tabTo(page, drawer.getByRole('button', { name: /^(Create|Add|Save)/ }));
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  // the focus comes back to the button that opened the drawer
  await expect(newTask).toBeFocused();

  const row = page.getByRole('table', { name: 'Tasks' }).getByRole('row').filter({ hasText: taskTitle });
  const status = row.getByRole('button', { name: `Change status of ${taskTitle}` });
  await tabTo(page, status);
  await page.keyboard.press('Enter');
  await chooseMenuItem(page, 'Start / resume');
  await expect(row).toContainText('In progress');

  await tabTo(page, status, { backwards: true });
  await page.keyboard.press('Enter');
  await chooseMenuItem(page, 'Complete…');
  const dialog = page.getByRole('dialog', { name: `Complete ${taskTitle}` });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Actual hours'));
  await page.keyboard.type('3.5');
  await tabTo(page, dialog.getByRole('radio', { name: 'Keep the points' }));
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Recognise a peer' })).toBeChecked();
  await tabTo(page, dialog.getByRole('combobox', { name: 'Peer' }));
  await page.keyboard.type(accounts.member.name);
  await expect(page.locator('.ant-select-dropdown').getByTitle(accounts.member.name, { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByLabel('Comment'));
  await page.keyboard.type(`Reviewed every screen with the keyboard ${stamp}`);
  await tabTo(page, dialog.getByRole('button', { name: 'Complete task' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${taskTitle} completed`)).toBeVisible();

  await page.context().close();
});

/** An open dropdown menu: Tab moves into it, the arrow keys to the item (focus ring on it), Enter chooses it. */
async function chooseMenuItem(page: Page, name: string): Promise<void> {
  const item = page.getByRole('menuitem', { name });
  await expect(item).toBeVisible();
  await page.keyboard.press('Tab');
  for (let press = 0; press < 8; press += 1) {
    if (await item.evaluate((element) => element === document.activeElement)) break;
    // antd's menu moves the focus a frame after the key: the next check waits for it, or an arrow pressed before
    // that frame moved one item past the one the check had read as focused (Enter then chose the wrong item)
    const before = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((previous) => document.activeElement !== previous, before);
  }
  await expect(item).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(item).toBeHidden();
}

test('with the keyboard alone the member asks for leave and the manager approves it, then posts to the feed', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const from = laterWeekday(0);
  const to = laterWeekday(1);
  const member = await keyboardPage(browser, accounts.member.email);
  await member.goto('/leaveReport');
  const main = member.getByRole('main');
  // the KPI module may take a while to load on a busy machine
  await expect(main.getByRole('heading', { name: 'Leave', exact: true })).toBeVisible({ timeout: 60_000 });
  const request = main.getByRole('button', { name: 'Request leave' }).first();
  await tabTo(member, request);
  await member.keyboard.press('Enter');
  const form = member.getByRole('dialog', { name: 'Request leave' });
  await expect(form).toBeVisible();
  await tabTo(member, form.getByLabel('Reason'));
  await member.keyboard.type(`Keyboard ${stamp}`);
  await tabTo(member, form.getByLabel('From'), { backwards: true });
  await member.keyboard.type(from);
  await member.keyboard.press('Enter');
  await tabTo(member, form.getByLabel('To'));
  await member.keyboard.type(to);
  // Enter in the last field commits the day and sends the form
  await member.keyboard.press('Enter');
  await expect(form).toBeHidden();
  const dates = `${shown(from)} – ${shown(to)}`;
  await expect(
    main.getByRole('table', { name: 'My leave requests' }).getByRole('row').filter({ hasText: dates }),
  ).toContainText('pending');
  await member.context().close();

  const manager = await keyboardPage(browser, accounts.manager.email);
  await manager.goto('/leaveReport?tab=approvals');
  const approvals = manager.getByRole('table', { name: 'Leave requests to decide' });
  const row = approvals
    .getByRole('row')
    .filter({ hasText: accounts.member.name })
    .filter({ hasText: shown(from) });
  const review = row.getByRole('button', { name: `Review leave of ${accounts.member.name}` });
  await tabTo(manager, review);
  await manager.keyboard.press('Enter');
  const drawer = manager.getByRole('dialog', { name: `Leave of ${accounts.member.name}` });
  await expect(drawer).toBeVisible();
  await tabTo(manager, drawer.getByLabel('Decision note'));
  await manager.keyboard.type('Approved with the keyboard');
  await tabTo(manager, drawer.getByRole('button', { name: 'Approve' }));
  await manager.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(row).toBeHidden();

  await manager.goto('/feed');
  const feed = manager.getByRole('main').getByRole('feed', { name: 'Company feed' });
  await expect(feed).toBeVisible({ timeout: 60_000 });
  await tabTo(manager, manager.getByRole('textbox', { name: 'New post' }));
  await manager.keyboard.type(`Posted with the keyboard alone ${stamp}`);
  await tabTo(manager, manager.getByRole('button', { name: 'Post', exact: true }));
  await manager.keyboard.press('Enter');
  await expect(feed.getByRole('article').first()).toContainText(`Posted with the keyboard alone ${stamp}`);
  await manager.context().close();
});
