import { expect, test } from '@playwright/test';
import { accounts } from '../fixtures/accounts';
import { day } from '../fixtures/days';
import { signIn } from '../fixtures/sign-in';

// Privacy by level (issue #29, docs/privacy.md): a member goes through leave, KPIs, the
// peer directory and their own 360 feedback, and the screens show what the server sent them, nothing more.

test.use({ storageState: { cookies: [], origins: [] } });

const LEAVE_TYPE = /: (Annual|Sick|Unpaid|Other) \(/;

test('a member sees colleagues away without the kind of leave, KPIs without money, peers without mobiles, and no reviewer counts', async ({
  page,
}, testInfo) => {
  // several antd screens on a busy two-core machine
  test.slow();
  await signIn(page, accounts.member.email);
  const main = page.getByRole('main');

  // leave: the team calendar shows colleagues as away; only the member's own leave has its type
  await page.goto(`/leaveReport?tab=report&from=${day(-21)}&to=${day(21)}`);
  const calendar = page.getByRole('table', { name: /^Team calendar / });
  await expect(calendar.getByLabel(/: Away \((approved|pending)\) on /).first()).toBeVisible({ timeout: 30_000 });
  const typed = await calendar
    .getByLabel(LEAVE_TYPE)
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
  expect(typed.filter((label) => !label.startsWith(`${accounts.member.name}:`))).toEqual([]);
  await expect(page.getByText('Away (type not shared with you)')).toBeVisible();

  // KPIs: eNPS and cNPS; no revenue, profit, amounts or health score anywhere
  await page.goto('/projectlevel');
  const org = page.getByRole('group', { name: 'Organisation KPIs' });
  await expect(org.getByText('eNPS').first()).toBeVisible({ timeout: 30_000 });
  await expect(org.getByText('Expected revenue')).toHaveCount(0);
  await expect(org.getByText(/\$/)).toHaveCount(0);
  const projects = page.getByRole('table', { name: 'Project KPIs' });
  await expect(projects.getByRole('link', { name: 'Atlas Web Revamp' })).toBeVisible();
  await expect(projects.getByRole('columnheader', { name: 'Revenue' })).toHaveCount(0);
  await expect(projects.getByRole('columnheader', { name: 'Profit %' })).toHaveCount(0);
  await expect(projects.getByText(/\$/)).toHaveCount(0);
  // health's score sums the revenue and profit parts too: only the surveys' points, out of 50
  await expect(page.getByRole('img', { name: /^Health \d+ of 100/ })).toHaveCount(0);
  await expect(projects.getByRole('img', { name: /^Health without money figures: surveys / }).first()).toBeVisible();
  await expect(page.getByText('TV dashboard links')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('member-kpis.png'), fullPage: true });

  // a project's page: health and milestones, without amounts
  await projects.getByRole('link', { name: 'Atlas Web Revamp' }).click();
  await expect(page.getByRole('heading', { name: 'Atlas Web Revamp' })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText('Achieved revenue')).toHaveCount(0);
  const milestones = page.getByRole('table', { name: 'Milestones' });
  await expect(milestones.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(milestones.getByRole('columnheader', { name: 'Amount' })).toHaveCount(0);
  await expect(milestones.getByText(/\$/)).toHaveCount(0);

  // the directory: work contacts, no mobile numbers or employee ids, no export
  await page.goto('/data-list/manage-peer-view');
  const directory = main.getByRole('table').first();
  await expect(directory.getByRole('row', { name: new RegExp(accounts.manager.name) })).toBeVisible({
    timeout: 30_000,
  });
  await expect(directory.getByRole('columnheader', { name: 'Slack' })).toBeVisible();
  await expect(directory.getByRole('columnheader', { name: 'Mobile' })).toHaveCount(0);
  await expect(directory.getByRole('columnheader', { name: /Employee id/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Export/ })).toHaveCount(0);
  await expect(page.getByLabel('Search peers')).toHaveAttribute('placeholder', 'Search name or email');

  // 360: the admins' report is not theirs; their own report counts reviewers only from three up
  await page.goto('/get-overall-peer-review');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/, { timeout: 30_000 });
  await page.goto('/peer-feedback');
  await expect(page.getByRole('heading', { name: 'My feedback' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^[12] reviewers? ·/)).toHaveCount(0);
  await expect(
    page.getByText(/^\d+ reviewers · \d+ reviews$/).or(page.getByText('Not enough reviews yet').first()),
  ).toBeVisible({ timeout: 30_000 });
});
