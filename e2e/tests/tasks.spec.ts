import { expect, test, type APIRequestContext } from '@playwright/test';
import { leaderboardSchema, peerSchema } from '@timely/contract';
import { accounts } from '../fixtures/accounts';
import { bearer, planSprint } from '../fixtures/api-session';
import { API_URL } from '../fixtures/shell';
import { signIn } from '../fixtures/sign-in';
import { unique } from '../fixtures/unique';

// Tasks of a sprint (issue #7), as the seeded Acme member: start a task, complete it, recognise a peer.
test.use({ storageState: { cookies: [], origins: [] } });
test.setTimeout(120_000);

/** The manager's job role and their karma points this week as the member sees them (their week, their time zone). */
async function managerStanding(request: APIRequestContext) {
  const admin = await bearer(request, accounts.admin.email);
  const member = await bearer(request, accounts.member.email);
  const manager = await bearer(request, accounts.manager.email);
  const peer = peerSchema.parse(
    await (await request.get(`${API_URL}/v2/peers/${manager.userId}`, { headers: admin.headers })).json(),
  );
  const jobRole = peer.jobRole!;
  const board = leaderboardSchema.parse(
    await (
      await request.get(`${API_URL}/v2/overview/karma-leaderboard?period=week&jobRoleId=${jobRole._id}`, {
        headers: member.headers,
      })
    ).json(),
  );
  return { jobRole, points: board.items.find((entry) => entry._id === manager.userId)?.points ?? 0 };
}

test('a member starts a task, completes it and recognises a peer; the feed and the leaderboard show it', async ({
  page,
  request,
}, testInfo) => {
  const title = `Payment webhook ${unique()}`;
  const comment = `Paired with me on the retries ${unique()}`;
  // a fresh sprint on Atlas with a task for the member (the seeded sprints move under other specs)
  const { sprint } = await planSprint(request, {
    by: 'manager',
    name: `Tasks e2e ${unique()}`,
    tasks: (memberId) => [{ title, description: 'Planned by the e2e suite.', estimateHours: 6, assigneeId: memberId }],
  });
  const before = await managerStanding(request);

  await signIn(page, accounts.member.email);
  await page.goto(`/data-list/view-all-tasks/${sprint._id}`);
  await expect(page.getByRole('heading', { name: `Tasks · ${sprint.name}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My to-dos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Others' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Open' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New task' })).toHaveCount(0);
  const row = page.getByRole('table', { name: 'Tasks' }).getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Not started')).toBeVisible();

  // not started → in progress: completing is not offered yet
  await row.getByRole('button', { name: `Change status of ${title}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Complete…' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Start / resume' }).click();
  await expect(row.getByText('In progress')).toBeVisible();

  // in progress → completed, recognising the manager
  await row.getByRole('button', { name: `Change status of ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Complete…' }).click();
  const dialog = page.getByRole('dialog', { name: `Complete ${title}` });
  await dialog.getByLabel('Actual hours').fill('7');
  await dialog.getByText('New route (+50 % karma)').click();
  await expect(dialog.getByText('9 karma points')).toBeVisible();
  await dialog.getByText('Recognise a peer').click();
  await dialog.getByRole('combobox', { name: 'Peer' }).fill(accounts.manager.name);
  // antd keeps its role="option" nodes for screen readers only; the visible choice carries the title
  await page.getByTitle(accounts.manager.name, { exact: true }).click();
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Complete task' }).click();
  await expect(dialog).toBeHidden();
  // the toast names the task and who got its points
  await expect(page.getByText(`${title} completed — 9 points to ${accounts.manager.name}`)).toBeVisible();
  await expect(row.getByText('Completed')).toBeVisible();
  await expect(row.getByText(`9 karma → ${accounts.manager.name}`)).toBeVisible();

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('table', { name: 'Tasks' })).toBeVisible();
    // the table scrolls inside its card; the page itself never scrolls sideways
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`tasks-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // the recognition is in the company feed
  await page.goto('/feed');
  const post = page.getByRole('feed', { name: 'Company feed' }).getByRole('article').filter({ hasText: comment });
  await expect(post).toContainText(`${accounts.member.name} recognised ${accounts.manager.name} with 9 karma points`);

  // and the Overview's leaderboard of the week counts the 9 points for the manager
  await page.goto('/preview');
  const board = page.getByRole('main').getByRole('region', { name: 'Karma leaderboard' });
  await board.getByText('This week').click();
  await board.getByRole('combobox', { name: 'Job role' }).click();
  await page.getByTitle(before.jobRole.name, { exact: true }).click();
  const entry = board
    .getByRole('list', { name: 'Karma leaderboard' })
    .getByRole('listitem')
    .filter({ hasText: accounts.manager.name });
  await expect(entry).toContainText(`${before.points + 9} points`);
});
