import { expect, test } from '@playwright/test';
import { backlogPageSchema, projectSchema, sprintSchema } from '@timely/contract';
import { accounts } from '../fixtures/accounts';
import { bearer } from '../fixtures/api-session';
import { day } from '../fixtures/days';
import { API_URL } from '../fixtures/shell';
import { signIn } from '../fixtures/sign-in';
import { unique } from '../fixtures/unique';

// The backlog as the planning hub (issue #49): a manager plans a sprint by keyboard alone, creating a task
// inline, moving it onto a planned sprint (Alt+Shift+↑) and starting the sprint with a goal; a member who
// watches the task is told when the manager comments on it.
test.use({ storageState: { cookies: [], origins: [] } });
test.setTimeout(120_000);

test('a manager plans a sprint from the backlog by keyboard alone, with a goal; a watching member is told of a comment', async ({
  page,
  browser,
  request,
}) => {
  const { headers } = await bearer(request, accounts.manager.email);
  const member = await bearer(request, accounts.member.email);
  const stamp = unique();
  const goal = `Refunds without a support ticket ${stamp}`;
  const created = await request.post(`${API_URL}/v2/projects`, {
    headers,
    data: {
      name: `Planning ${stamp}`,
      status: 'in_progress',
      startDate: day(-30),
      recurringMonths: 6,
      memberIds: [member.userId],
    },
  });
  expect(created.status()).toBe(201);
  const project = projectSchema.parse(await created.json());
  const made = await request.post(`${API_URL}/v2/projects/${project._id}/sprints`, {
    headers,
    data: { name: 'Sprint 1', startDate: day(0), endDate: day(13) },
  });
  expect(made.status()).toBe(201);
  const sprint = sprintSchema.parse(await made.json());
  const title = `Refund flow ${stamp}`;

  await signIn(page, accounts.manager.email);
  await page.goto(`/data-list/backlog/${project._id}`);
  // the first screen of the remote may take a while on a busy machine
  await expect(page.getByText('No tasks yet: create the first one below or with New task.')).toBeVisible({
    timeout: 60_000,
  });
  const sprintList = page.getByRole('region', { name: 'Sprint Sprint 1' });
  await expect(sprintList.getByText(/0 tasks · 0 points · 0 h of \d+ h capacity/)).toBeVisible();

  // create the task inline: the button by keyboard, a title, Tab, an estimate, Enter; Escape closes the row
  await page.getByRole('button', { name: 'Create a task in Backlog' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  const backlogList = page.getByRole('list', { name: 'Backlog' });
  await expect(backlogList.getByRole('link', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');

  // onto the sprint above: Alt+Shift+↑ from the task's grip
  await backlogList.getByRole('button', { name: `Move ${title}`, exact: true }).focus();
  await page.keyboard.press('Alt+Shift+ArrowUp');
  await expect(sprintList.getByRole('link', { name: title })).toBeVisible();
  await expect(sprintList.getByText(/1 task · 0 points · 5 h of \d+ h capacity/)).toBeVisible();
  await expect(page.getByText('Nothing left in the backlog: every task is in a sprint.')).toBeVisible();

  // start it: the button, then the dialog's confirmation, by keyboard
  await sprintList.getByRole('button', { name: 'Start sprint' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Start Sprint 1?' });
  await dialog.getByLabel('Goal').focus();
  await page.keyboard.type(goal);
  await dialog.getByRole('button', { name: 'Start sprint' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(sprintList.getByText('Current')).toBeVisible();

  const response = backlogPageSchema.parse(
    await (await request.get(`${API_URL}/v2/projects/${project._id}/backlog`, { headers })).json(),
  );
  expect(
    response.plan.map((plan) => [plan.sprint._id, plan.sprint.status, plan.items.map((task) => task.title)]),
  ).toEqual([[sprint._id, 'current', [title]]]);
  const taskId = response.plan[0]!.items[0]!._id;

  // the goal is on the sprint's board
  await page.goto(`/data-list/sprint-board/${sprint._id}`);
  await expect(page.getByText(goal)).toBeVisible({ timeout: 60_000 });

  // a member of the team watches the task from its page
  const memberContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, accounts.member.email);
  await memberPage.goto(`/data-list/view-task/${taskId}`);
  // the button counts who watches: "Watch · 1"
  await memberPage.getByRole('button', { name: /^(eye )?Watch · \d+$/ }).click();
  await expect(memberPage.getByText(`You are watching ${title}`)).toBeVisible();

  // the manager comments; the member's notifications say so
  const comment = await request.post(`${API_URL}/v2/tasks/${taskId}/comments`, {
    headers,
    data: { body: 'Refunds over 500 € need a second look.' },
  });
  expect(comment.status()).toBe(201);
  await memberPage.reload();
  await memberPage.getByRole('button', { name: /^Notifications/ }).click();
  const panel = memberPage.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(`${accounts.manager.name} commented on ${title}`)).toBeVisible();
  await expect(panel.getByText(/Refunds over 500 € need a second look/)).toBeVisible();
  await memberContext.close();
});
