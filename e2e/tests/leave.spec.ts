import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { leaveRequestListSchema } from '@timely/contract';
import { accounts } from '../fixtures/accounts';
import { bearer } from '../fixtures/api-session';
import { API_URL } from '../fixtures/shell';
import { signIn } from '../fixtures/sign-in';

// Leave at /leaveReport (issue #11): the member asks, the manager sees who else is away and approves,
// the report and the team calendar show it. Each person signs in on their own browser context.

const DAY_MS = 86_400_000;
const dayAfter = (day: Date, offset: number) => new Date(day.getTime() + offset * DAY_MS);

/**
 * The Monday of the week the seed sent peer 6 (Atlas, like the member) on a week's holiday: "next week" when the
 * database was seeded, read back rather than worked out again, so a run that crosses midnight on a Sunday still
 * finds it.
 */
async function seededHolidayMonday(request: APIRequestContext): Promise<Date> {
  const manager = await bearer(request, accounts.manager.email);
  const response = await request.get(`${API_URL}/v2/leave/requests?scope=approvals&status=approved`, {
    headers: manager.headers,
  });
  const holiday = leaveRequestListSchema.parse(await response.json()).items.find((item) => item.reason === 'Holiday');
  if (!holiday) throw new Error('the seeded week of holiday is missing');
  return new Date(`${holiday.fromDate}T00:00:00Z`);
}
const iso = (day: Date) => day.toISOString().slice(0, 10);
// the portal's one date style in the browser's locale (Playwright's Chromium: en-US), "Nov 30, 2026"
const shown = (day: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(day);

/** Types both days into the pickers; Enter in the last one commits it and sends the form. */
async function pickDates(form: Locator, from: string, to: string) {
  await form.getByLabel('From').fill(from);
  await form.getByLabel('From').press('Enter');
  await form.getByLabel('To').fill(to);
  await form.getByLabel('To').press('Enter');
}

/**
 * Hours the member can work in the week of `monday`, read from the admin's availability heatmap tooltip
 * ("N h planned of M h available"): approved leave takes 8 h a working day off it.
 */
async function memberCapacity(page: Page, monday: Date): Promise<number> {
  await page.goto(`/dashboard?from=${iso(monday)}&weeks=4&perPage=100`);
  const cell = page.getByLabel(new RegExp(`^${accounts.member.name}, week of ${iso(monday)}: `));
  await cell.hover();
  const tip = page.getByRole('tooltip').filter({ hasText: /h available/ });
  await expect(tip).toBeVisible();
  const hours = /of ([\d.]+) h available/.exec((await tip.textContent()) ?? '');
  if (!hours) throw new Error('no capacity in the heatmap tooltip');
  return Number(hours[1]);
}

async function signedIn(browser: Browser, testInfo: TestInfo, email: string) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

test('a member requests leave, the manager sees the coverage and approves, the report and the heatmap show it', async ({
  browser,
  request,
}, testInfo) => {
  // two sign-ins and several antd screens on a busy two-core machine
  test.slow();
  // the member asks for the first two days of the week peer 6 is away
  const monday = await seededHolidayMonday(request);
  const from = monday;
  const to = dayAfter(monday, 1);

  const admin = await signedIn(browser, testInfo, accounts.admin.email);
  const capacityBefore = await memberCapacity(admin.page, monday);

  const member = await signedIn(browser, testInfo, accounts.member.email);
  await member.page.goto('/leaveReport');
  const main = member.page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Leave', exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Request leave' }).first().click();
  const form = member.page.getByRole('dialog', { name: 'Request leave' });
  await form.getByLabel('Reason').fill('Family wedding');
  await pickDates(form, iso(from), iso(to));
  await expect(form).toBeHidden();
  const mine = main
    .getByRole('table', { name: 'My leave requests' })
    .getByRole('row')
    .filter({ hasText: `${shown(from)} – ${shown(to)}` });
  await expect(mine).toContainText('pending');
  await expect(mine).toContainText('2 days');
  // the same dates again are refused, naming the clash
  await main.getByRole('button', { name: 'Request leave' }).first().click();
  await pickDates(form, iso(to), iso(to));
  await expect(form.getByRole('alert').first()).toContainText(
    `overlap your pending annual leave from ${shown(from)} to ${shown(to)}`,
  );
  await member.context.close();

  const manager = await signedIn(browser, testInfo, accounts.manager.email);
  await manager.page.goto('/leaveReport?tab=approvals');
  const approvals = manager.page.getByRole('table', { name: 'Leave requests to decide' });
  const row = approvals
    .getByRole('row')
    .filter({ hasText: accounts.member.name })
    .filter({ hasText: shown(from) });
  await row.getByRole('button', { name: `Review leave of ${accounts.member.name}` }).click();
  const drawer = manager.page.getByRole('dialog', { name: `Leave of ${accounts.member.name}` });
  const coverage = drawer.getByRole('region', { name: 'Team coverage' });
  // Atlas: 6 people, the member and peer 6 away → 4 left
  await expect(coverage.getByText('67% of 6 at work')).toBeVisible();
  await expect(coverage.getByText(/ away /).first()).toBeVisible();
  await manager.page.screenshot({ path: testInfo.outputPath('leave-coverage.png') });
  await drawer.getByLabel('Decision note').fill('Enjoy the wedding');
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await expect(manager.page.getByText(`Leave of ${accounts.member.name} approved`)).toBeVisible();

  await manager.page.goto(`/leaveReport?tab=report&from=${iso(monday)}&to=${iso(dayAfter(monday, 6))}`);
  const report = manager.page.getByRole('table', { name: 'Leave report' });
  // one row per peer and month: two days across a month's end are two rows of one day
  const memberRows = report.getByRole('row').filter({ hasText: accounts.member.name });
  const sameMonth = from.getUTCMonth() === to.getUTCMonth();
  await expect(memberRows).toHaveCount(sameMonth ? 1 : 2);
  for (const row of await memberRows.all())
    await expect(row.getByRole('cell').last()).toHaveText(sameMonth ? '2' : '1');
  const calendar = manager.page.getByRole('table', { name: /^Team calendar / });
  await expect(calendar.getByLabel(`${accounts.member.name}: Annual (approved) on ${shown(from)}`)).toBeVisible();
  await manager.page.screenshot({ path: testInfo.outputPath('leave-report.png'), fullPage: true });
  await manager.context.close();

  // people availability: two approved days are 16 h less to plan that week
  expect(await memberCapacity(admin.page, monday)).toBe(capacityBefore - 16);
  await admin.page.screenshot({ path: testInfo.outputPath('leave-heatmap.png'), fullPage: true });
  await admin.context.close();
});
