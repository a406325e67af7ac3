import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../fixtures/accounts';
import { signIn } from '../fixtures/sign-in';
import { unique } from '../fixtures/unique';

// Projects and sprints of remote-projects (issue #6), as the seeded Acme manager.
test.use({ storageState: { cookies: [], origins: [] } });
test.setTimeout(90_000);

const sprintRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Sprints' }).getByRole('row').filter({ hasText: name });

test('a manager creates a project, sees it in the sidebar, runs a sprint and sees its frozen score', async ({
  page,
}, testInfo) => {
  await signIn(page, accounts.manager.email);
  const name = `Orbit ${unique()}`;
  await page.goto('/data-list/view-all-projects');
  await page.getByRole('button', { name: 'New project' }).click();
  const drawer = page.getByRole('dialog');
  // the form checks before it sends
  await drawer.getByRole('button', { name: 'Create project' }).click();
  await expect(drawer.getByText('Name is required')).toBeVisible();
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Description').fill('Created by the e2e suite.');
  await drawer.getByRole('button', { name: 'Create project' }).click();
  await expect(drawer).toBeHidden();

  // the sidebar's project list refreshed in place, with no reload
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // the sidebar names five projects, then View More: projects other specs made may sort before this one
  const more = menu.getByRole('menuitem', { name: /View More/ });
  if (await more.isVisible()) await more.click();
  await expect(menu.getByText(name)).toBeVisible();
  await page.getByLabel('Search projects').fill(name);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
  const row = page.getByRole('table', { name: 'Projects' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `Sprints of ${name}` }).click();

  // a sprint: created with the suggested dates (from today), started, then closed with nothing committed
  await expect(page.getByRole('heading', { name: `Sprints · ${name}` })).toBeVisible();
  await expect(page.getByText('No sprints yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New sprint' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create sprint' }).click();
  await expect(sprintRow(page, 'Sprint 1')).toBeVisible();
  await sprintRow(page, 'Sprint 1').getByRole('button', { name: 'Start Sprint 1' }).click();
  await page.getByRole('dialog', { name: 'Start Sprint 1?' }).getByRole('button', { name: 'Start sprint' }).click();
  await expect(sprintRow(page, 'Sprint 1').getByText('Current')).toBeVisible();
  await sprintRow(page, 'Sprint 1').getByRole('button', { name: 'Close Sprint 1' }).click();
  await page.getByRole('dialog', { name: 'Close Sprint 1?' }).getByRole('button', { name: 'Close sprint' }).click();
  await expect(sprintRow(page, 'Sprint 1').getByText('Completed')).toBeVisible();
  // it recurs weekly: closing it created Sprint 2
  await expect(sprintRow(page, 'Sprint 2')).toBeVisible();
  await expect(sprintRow(page, 'Sprint 1').getByLabel('Score of Sprint 1: — (frozen)')).toBeVisible();

  // a seeded project with work: the current sprint's score is frozen on close and stays after a reload
  await page.goto('/data-list/view-all-projects?search=Atlas');
  await page.getByRole('link', { name: 'Sprints of Atlas Web Revamp' }).click();
  const current = page
    .getByRole('table', { name: 'Sprints' })
    .getByRole('row')
    .filter({ has: page.getByText('Current', { exact: true }) })
    .first();
  const sprintName = (await current.getByRole('cell').nth(1).textContent())!.trim();
  await current.getByRole('button', { name: `Close ${sprintName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${sprintName}?` });
  const score = (await dialog.getByRole('row', { name: /Score/ }).getByRole('cell').last().textContent())!.trim();
  // two decimals, as the API, the report and the feed post give it
  expect(score).toMatch(/^\d+(\.\d{1,2})?$/);
  await dialog.getByRole('button', { name: 'Close sprint' }).click();
  await expect(dialog).toBeHidden();
  await expect(sprintRow(page, sprintName).getByLabel(`Score of ${sprintName}: ${score} (frozen)`)).toBeVisible();
  await page.reload();
  await expect(sprintRow(page, sprintName).getByLabel(`Score of ${sprintName}: ${score} (frozen)`)).toBeVisible();
  await expect(page.getByText(/^Project score \d/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sprints.png'), fullPage: true });

  // the overview: gauge, planned vs actual, current sprint and team
  await page.getByRole('main').getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page.getByRole('img', { name: /^Project score \(last 6 closed sprints\) \d/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Team' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('overview.png'), fullPage: true });
});
