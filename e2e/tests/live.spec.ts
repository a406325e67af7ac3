import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { accounts } from '../fixtures/accounts';
import { planSprint } from '../fixtures/api-session';
import { signIn } from '../fixtures/sign-in';
import { unique } from '../fixtures/unique';

// The live stream (docs/api.md#live-stream): the manager and the member have one sprint board open, each
// in a browser of their own; a card the member moves moves on the manager's board too, without a reload.
test.use({ storageState: { cookies: [], origins: [] } });
test.setTimeout(120_000);

async function drag(page: Page, card: Locator, target: Locator) {
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 12 });
  const now = (await target.boundingBox())!;
  await page.mouse.move(now.x + now.width / 2, now.y + 30, { steps: 4 });
  await page.mouse.up();
}

async function boardOf(browser: Browser, email: string, sprintId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  // the stream opens once the board has settled (the live module loads after the first screen)
  const streamOpened = page.waitForResponse(
    (response) => response.url().includes('/v2/events/stream') && response.status() === 200,
  );
  await page.goto(`/data-list/sprint-board/${sprintId}`);
  // a mark that a reload would wipe
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  return { context, page, streamOpened, column: (name: string) => page.getByRole('region', { name, exact: true }) };
}

test('a card the member moves appears moved on the manager’s open board, with who moved it', async ({
  browser,
  request,
}) => {
  const title = `Live card ${unique()}`;
  const { sprint } = await planSprint(request, {
    by: 'manager',
    name: `Live ${unique()}`,
    tasks: (memberId) => [{ title, estimateHours: 3, assigneeId: memberId }],
  });

  const managerBoard = await boardOf(browser, accounts.manager.email, sprint._id);
  const memberBoard = await boardOf(browser, accounts.member.email, sprint._id);
  await expect(managerBoard.column('Not started').getByText(title, { exact: true })).toBeVisible();
  await expect(memberBoard.column('Not started').getByText(title, { exact: true })).toBeVisible();
  await Promise.all([managerBoard.streamOpened, memberBoard.streamOpened]);

  const card = memberBoard.page
    .getByTestId(/^card-/)
    .filter({ hasText: title })
    .filter({ has: memberBoard.page.getByRole('button', { name: `Move ${title}`, exact: true }) });
  await drag(memberBoard.page, card, memberBoard.column('In progress'));
  await expect(memberBoard.column('In progress').getByText(title, { exact: true })).toBeVisible();

  // the manager's board follows within a couple of seconds, and says who moved it
  await expect(managerBoard.column('In progress').getByText(title, { exact: true })).toBeVisible({ timeout: 4000 });
  await expect(managerBoard.page.getByTestId('board-live-note')).toHaveText(
    `${accounts.member.name} moved ${title} to In progress`,
  );
  expect(await managerBoard.page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await managerBoard.context.close();
  await memberBoard.context.close();
});
