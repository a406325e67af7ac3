import { expect, test } from '@playwright/test';
import { REMOTES } from '@timely/tooling/remotes';
import { accounts, PASSWORD } from '../fixtures/accounts';

// A remote's own production build, opened on its own origin: its team can work on it without the host.
test.use({ storageState: { cookies: [], origins: [] } });

test('a remote runs alone in its minimal shell, with a sign-in of its own', async ({ page }) => {
  await page.goto(`http://localhost:${REMOTES.kpi.port}/`);
  await expect(page.getByText('Timely · remote-kpi (standalone)')).toBeVisible();
  await page.getByLabel('Email').fill(accounts.manager.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projectlevel$/);
  await expect(page.getByRole('heading', { name: 'KPIs' })).toBeVisible();
  // deep links work on the remote's own server too
  await page.goto(`http://localhost:${REMOTES.kpi.port}/leaveReport`);
  await expect(page.getByRole('heading', { name: 'Leave', exact: true })).toBeVisible();
  // the manager's own session: their balances load, and the approvals tab is theirs (level2)
  await expect(page.getByRole('list', { name: /^Balances \d{4}$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Approvals' })).toBeVisible();
});
