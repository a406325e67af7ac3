import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accounts } from '../fixtures/accounts';
import { planSprint } from '../fixtures/api-session';
import { API_URL } from '../fixtures/shell';
import { signIn } from '../fixtures/sign-in';
import { unique } from '../fixtures/unique';
import { mainThreadIdle } from '../fixtures/main-thread-idle';

// Running a sprint (issue #27): plan it, move a card across the board as its assignee, complete it.
test.use({ storageState: { cookies: [], origins: [] } });
test.setTimeout(120_000);

/** The manager plans a sprint on Atlas with a task for the member and one for nobody. */
async function sprintWithCards(request: APIRequestContext, title: string) {
  const planned = await planSprint(request, {
    by: 'manager',
    name: `Flow ${unique()}`,
    tasks: (memberId) => [
      { title, description: 'Planned by the e2e suite.', estimateHours: 5, assigneeId: memberId },
      { title: `${title} (open)`, estimateHours: 2 },
    ],
  });
  return planned.sprint;
}

/** Drags with the mouse in small steps, as a person does (the board starts a drag after a few pixels). */
async function drag(page: Page, card: Locator, target: Locator) {
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 12 });
  // the page may have scrolled under the pointer (a drag near the window's edge scrolls it) or shifted (a
  // message appearing above): aim again at where the target is now
  const now = (await target.boundingBox())!;
  await page.mouse.move(now.x + now.width / 2, now.y + 30, { steps: 4 });
  await page.mouse.up();
}

test('the assignee moves a card across the board, is refused a jump, and completes it from the board', async ({
  page,
  request,
}) => {
  const title = `Board card ${unique()}`;
  const sprint = await sprintWithCards(request, title);
  await signIn(page, accounts.member.email);
  await page.goto(`/data-list/view-all-tasks/${sprint._id}`);
  await page.getByText('Board', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/data-list/sprint-board/${sprint._id}`));
  const column = (name: string) => page.getByRole('region', { name, exact: true });
  const card = (name: string) =>
    page
      .getByTestId(/^card-/)
      .filter({ hasText: name })
      .filter({ has: page.getByRole('button', { name: `Move ${name}`, exact: true }) });
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
  await card(title)
    .getByRole('button', { name: `Move ${title}`, exact: true })
    .focus();
  // each key waits for what the board tells a screen reader, so a key is never pressed before the last one was taken
  const spoken = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  // picked up, it is over its own column first
  await expect(spoken).toHaveText(`${title} is over In progress.`);
  // dnd-kit's keyboard sensor starts listening for keys from a timer set at the pick-up, which may run after the
  // pick-up is announced: an arrow sent before it is lost
  await mainThreadIdle(page);
  await page.keyboard.press('ArrowRight');
  await expect(spoken).toHaveText(new RegExp(`^${title} is over Stuck\\.`));
  await page.keyboard.press('Space');
  await expect(column('Stuck').getByText(title, { exact: true })).toBeVisible();
  // the server has taken it (the card shows the move at once, before the answer)
  await expect(page.getByText(`${title} moved to Stuck`)).toBeVisible();

  // stuck → completed opens the completion dialog
  await drag(page, card(title), column('Completed'));
  const dialog = page.getByRole('dialog', { name: `Complete ${title}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Actual hours').fill('4');
  await dialog.getByRole('button', { name: 'Complete task' }).click();
  await expect(dialog).toBeHidden();
  await expect(column('Completed').getByText(title, { exact: true })).toBeVisible();

  // the filters and swimlanes
  await page.getByRole('combobox', { name: 'Swimlanes' }).click();
  await page.getByTitle('Assignee', { exact: true }).click();
  await expect(
    page.getByRole('region', { name: `Completed, ${accounts.member.name}` }).getByText(title, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Not started, Not assigned' }).getByText(`${title} (open)`),
  ).toBeVisible();
});

test('the tasks list fits 1440 px without scrolling sideways, its actions in sight', async ({ page, request }) => {
  const title = `Wide list ${unique()}`;
  const sprint = await sprintWithCards(request, title);
  await signIn(page, accounts.manager.email);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/data-list/view-all-tasks/${sprint._id}?tab=all`);
  const table = page.getByRole('table', { name: 'Tasks' });
  await expect(table.getByText(title, { exact: true })).toBeVisible();
  const fits = await table.evaluate(
    (element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth,
  );
  expect(fits).toBe(true);
  for (const name of [`Edit ${title}`, `Delete ${title}`, `Take ${title} (open)`])
    await expect(table.getByRole('button', { name, exact: true })).toBeInViewport();

  // a sprint opens from its name, by keyboard
  await page.goto(`/data-list/view-all-sprints/${sprint.projectId}`);
  const link = page.getByRole('table', { name: 'Sprints' }).getByRole('link', { name: sprint.name });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/data-list/view-all-tasks/${sprint._id}`));
});

test('plan a sprint from the backlog by drag, start it, complete a card as its assignee, comment with a mention, close it and open its report from the feed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Backlog card ${unique()}`;
  const planned = await planSprint(request, { by: 'manager', name: `Planned ${unique()}`, tasks: () => [] });
  const { planner: manager, member, atlas, sprint } = planned;
  const created = await request.post(`${API_URL}/v2/projects/${atlas._id}/backlog`, {
    headers: manager.headers,
    data: { title, estimateHours: 3, assigneeId: member.userId },
  });
  expect(created.status()).toBe(201);

  // the manager drags the task from the backlog onto the planned sprint
  await signIn(page, accounts.manager.email);
  // tall enough for the sprints above and the new task at the end of the seeded backlog, both in sight
  await page.setViewportSize({ width: 1440, height: 1600 });
  await page.goto(`/data-list/backlog/${atlas._id}`);
  const row = page.getByRole('list', { name: 'Backlog' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  // each open sprint is a list above the backlog, and a drop target
  const zone = page.getByRole('region', { name: `Sprint ${sprint.name}` });
  await zone.scrollIntoViewIfNeeded();
  await row.scrollIntoViewIfNeeded();
  await drag(page, row.getByRole('button', { name: `Move ${title}`, exact: true }), zone);
  await expect(page.getByText(`${title} moved to ${sprint.name}`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // and starts the sprint
  await page.goto(`/data-list/view-all-sprints/${atlas._id}`);
  await page.getByRole('button', { name: `Start ${sprint.name}`, exact: true }).click();
  const start = page.getByRole('dialog', { name: `Start ${sprint.name}?` });
  await expect(start.getByText('3 h')).toBeVisible();
  await start.getByRole('button', { name: 'Start sprint' }).click();
  await expect(start).toBeHidden();

  // the member, its assignee, moves the card across the board to completed
  const memberContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, accounts.member.email);
  await memberPage.goto(`/data-list/sprint-board/${sprint._id}`);
  const column = (name: string) => memberPage.getByRole('region', { name, exact: true });
  const card = memberPage
    .getByTestId(/^card-/)
    .filter({ has: memberPage.getByRole('button', { name: `Move ${title}`, exact: true }) });
  await drag(memberPage, card, column('In progress'));
  await expect(memberPage.getByText(`${title} moved to In progress`)).toBeVisible();
  await drag(memberPage, card, column('Completed'));
  const dialog = memberPage.getByRole('dialog', { name: `Complete ${title}` });
  await expect(dialog.getByText(/They are yours, as its assignee\./)).toBeVisible();
  await dialog.getByLabel('Actual hours').fill('2.5');
  await dialog.getByRole('button', { name: 'Complete task' }).click();
  await expect(column('Completed').getByText(title, { exact: true })).toBeVisible();

  // and comments on its page, mentioning the manager
  await column('Completed').getByRole('link', { name: title, exact: true }).click();
  await expect(memberPage.getByRole('heading', { name: title })).toBeVisible();
  const box = memberPage.getByRole('textbox', { name: 'Add a comment' });
  await box.pressSequentially('Done, thanks @Max');
  await memberPage.getByRole('menuitem', { name: accounts.manager.name }).click();
  await memberPage.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(memberPage.getByText('Comment added; 1 mentioned peer is notified')).toBeVisible();
  await expect(memberPage.getByRole('list', { name: 'Comments' }).getByText(`@${accounts.manager.name}`)).toBeVisible();
  await expect(
    memberPage.getByRole('region', { name: 'History' }).getByText(/changed status from In progress to Completed/),
  ).toBeVisible();
  await memberContext.close();

  // the manager closes the sprint and opens its report from the feed post
  await page.goto(`/data-list/view-all-sprints/${atlas._id}`);
  await page.getByRole('button', { name: `Close ${sprint.name}`, exact: true }).click();
  const close = page.getByRole('dialog', { name: `Close ${sprint.name}?` });
  await close.getByRole('button', { name: 'Close sprint' }).click();
  await expect(close).toBeHidden();
  await page.goto('/feed');
  await page
    .getByRole('link', { name: `Report of ${sprint.name}, ${atlas.name}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: `Report · ${sprint.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Frozen summary' })).toContainText('Committed3 h');
  await expect(page.getByRole('table', { name: 'Completed tasks' }).getByText(title)).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Hours and karma by assignee' })
      .getByRole('row')
      .filter({ hasText: accounts.member.name }),
  ).toContainText('2.5 h');
});
