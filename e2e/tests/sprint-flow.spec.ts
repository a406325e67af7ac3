import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loginResponseSchema, projectPageSchema, sprintSchema, taskSchema } from '@timely/mock-server/contract';
import { accounts, PASSWORD } from '../fixtures/accounts';
import { API_URL } from '../fixtures/shell';
import { signIn } from '../fixtures/sign-in';

// Running a sprint (issue #27): plan it, move a card across the board as its assignee, complete it.
test.use({ storageState: { cookies: [], origins: [] } });
test.setTimeout(120_000);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function bearer(request: APIRequestContext, email: string) {
  const login = loginResponseSchema.parse(await (await request.post(`${API_URL}/v2/auth/login`, { data: { email, password: PASSWORD } })).json());
  return { headers: { authorization: `Bearer ${login.token}` }, userId: login.user._id };
}

/** The manager plans a sprint on Atlas with a task for the member and one for nobody. */
async function planSprint(request: APIRequestContext, title: string) {
  const manager = await bearer(request, accounts.manager.email);
  const member = await bearer(request, accounts.member.email);
  const projects = projectPageSchema.parse(await (await request.get(`${API_URL}/v2/projects?search=Atlas`, { headers: manager.headers })).json());
  const atlas = projects.items.find((project) => project.name === 'Atlas Web Revamp')!;
  const created = await request.post(`${API_URL}/v2/projects/${atlas._id}/sprints`, { headers: manager.headers, data: { name: `Flow ${Date.now().toString(36)}`, startDate: day(0), endDate: day(4) } });
  const sprint = sprintSchema.parse(await created.json());
  for (const data of [
    { title, description: 'Planned by the e2e suite.', estimateHours: 5, assigneeId: member.userId },
    { title: `${title} (open)`, estimateHours: 2 },
  ]) {
    const task = await request.post(`${API_URL}/v2/sprints/${sprint._id}/tasks`, { headers: manager.headers, data });
    expect(task.status()).toBe(201);
    taskSchema.parse(await task.json());
  }
  return sprint;
}

/** Drags with the mouse in small steps, as a person does (the board starts a drag after a few pixels). */
async function drag(page: Page, card: Locator, target: Locator) {
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 12 });
  await page.mouse.up();
}

test('the assignee moves a card across the board, is refused a jump, and completes it from the board', async ({ page, request }) => {
  const title = `Board card ${Date.now().toString(36)}`;
  const sprint = await planSprint(request, title);
  await signIn(page, accounts.member.email);
  await page.goto(`/data-list/view-all-tasks/${sprint._id}`);
  await page.getByText('Board', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/data-list/sprint-board/${sprint._id}`));
  const column = (name: string) => page.getByRole('region', { name, exact: true });
  const card = (name: string) => page.getByTestId(/^card-/).filter({ hasText: name }).filter({ has: page.getByRole('button', { name: `Move ${name}`, exact: true }) });
  await expect(column('Not started').getByText(title, { exact: true })).toBeVisible();

  // not started → stuck is not a move the status machine has: the card snaps back and says why
  await drag(page, card(title), column('Stuck'));
  await expect(page.getByText(`${title} cannot go from Not started to Stuck.`, { exact: true })).toBeVisible();
  await expect(column('Not started').getByText(title, { exact: true })).toBeVisible();

  // not started → in progress, by drag
  await drag(page, card(title), column('In progress'));
  await expect(page.getByText(`${title} moved to In progress`)).toBeVisible();
  await expect(column('In progress').getByText(title, { exact: true })).toBeVisible();

  // in progress → stuck, by keyboard: the grip, an arrow, space
  await card(title).getByRole('button', { name: `Move ${title}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(column('Stuck').getByText(title, { exact: true })).toBeVisible();

  // stuck → completed opens the completion dialog
  await drag(page, card(title), column('Completed'));
  const dialog = page.getByRole('dialog', { name: `Complete ${title}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Actual hours').fill('4');
  await dialog.getByRole('button', { name: 'Complete task' }).click();
  await expect(dialog).toBeHidden();
  await expect(column('Completed').getByText(title, { exact: true })).toBeVisible();

  // the filters and swimlanes
  await page.getByRole('switch').click();
  await expect(page.getByRole('region', { name: `Completed, ${accounts.member.name}` }).getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Not started, Not assigned' }).getByText(`${title} (open)`)).toBeVisible();
});

test('the tasks list fits 1440 px without scrolling sideways, its actions in sight', async ({ page, request }) => {
  const title = `Wide list ${Date.now().toString(36)}`;
  const sprint = await planSprint(request, title);
  await signIn(page, accounts.manager.email);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/data-list/view-all-tasks/${sprint._id}?tab=all`);
  const table = page.getByRole('table', { name: 'Tasks' });
  await expect(table.getByText(title, { exact: true })).toBeVisible();
  const fits = await table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth);
  expect(fits).toBe(true);
  for (const name of [`Edit ${title}`, `Delete ${title}`, `Take ${title} (open)`]) await expect(table.getByRole('button', { name, exact: true })).toBeInViewport();

  // a sprint opens from its name, by keyboard
  await page.goto(`/data-list/view-all-sprints/${sprint.projectId}`);
  const link = page.getByRole('table', { name: 'Sprints' }).getByRole('link', { name: sprint.name });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/data-list/view-all-tasks/${sprint._id}`));
});
