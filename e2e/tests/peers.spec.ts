import { expect, test } from '@playwright/test';
import { accounts } from '../fixtures/accounts';
import { signIn } from '../fixtures/sign-in';
import { uniqueDigits } from '../fixtures/unique';

// remote-peers (#8): the directory, 360 feedback and people availability. The portal project is signed
// in as the Acme admin; the editor signs in on a fresh context.

test('an admin adds a peer, rates a project mate once this month, and reads 360 feedback', async ({
  page,
}, testInfo) => {
  // several antd screens and a drawer on a busy two-core machine
  test.slow();
  const stamp = uniqueDigits(6);
  const name = `Erin E2e ${stamp}`;

  // add a peer through the drawer; the table finds them by search
  await page.goto('/data-list/manage-peer-view');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Manage peers' })).toBeVisible({ timeout: 30_000 });
  await main.getByRole('button', { name: 'Add peer' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Employee id').fill(`E2E-${stamp}`);
  await drawer.getByLabel('Email').fill(`erin.${stamp}@acme.test`);
  await drawer.getByLabel('Mobile').fill('12');
  await drawer.getByRole('button', { name: 'Add peer' }).click();
  await expect(drawer.getByText('Enter a phone number such as +91 98200 12345')).toBeVisible();
  await drawer.getByLabel('Mobile').fill('+44 20 7946 0958');
  await drawer.getByRole('button', { name: 'Add peer' }).click();
  // the save sends an invitation email: slow on a loaded machine
  await expect(drawer).toBeHidden({ timeout: 30_000 });
  await main.getByLabel('Search peers').fill(stamp);
  await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
  await expect(main.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // rate a mate: the admin (level3) may rate anyone on any project, once per project and month
  await page.goto('/peer-feedback');
  const form = page.getByRole('form', { name: 'Give feedback' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  // the admin may rate anyone on any project: a long list, narrowed by typing (a required field's name starts with its asterisk)
  await form.getByRole('combobox', { name: 'Project mate' }).fill('Mia');
  await page.getByTitle(accounts.member.name, { exact: true }).click();
  await form.getByRole('combobox', { name: /^\*? ?Project$/ }).click();
  await page.getByTitle('Atlas Web Revamp', { exact: true }).click();
  const stars = form.getByRole('radio');
  for (let parameter = 0; parameter < 5; parameter += 1) await stars.nth(parameter * 5 + 3).click();
  await form.getByLabel('Comment').fill('Great release work');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText(`Thanks: your feedback for ${accounts.member.name} was sent.`)).toBeVisible();
  // the same project is now marked and cannot be chosen again this month
  await form.getByRole('combobox', { name: 'Project mate' }).fill('Mia');
  await page.getByTitle(accounts.member.name, { exact: true }).click();
  await form.getByRole('combobox', { name: /^\*? ?Project$/ }).click();
  await expect(page.getByTitle('Atlas Web Revamp (rated this month)')).toHaveAttribute('aria-disabled', 'true', {
    timeout: 30_000,
  });
  await page.keyboard.press('Escape');

  // 360 report of the member: seeded reviews of the last months give a radar; one reviewer alone does not
  await page.goto('/get-overall-peer-review');
  await expect(page.getByText('Pick a peer to see their feedback.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Peer', exact: true }).click();
  await page.getByRole('combobox', { name: 'Peer', exact: true }).fill('Mia');
  await page.getByTitle(accounts.member.name, { exact: true }).click();
  await expect(page).toHaveURL(/peer=/);
  const overall = page.getByRole('main').locator('.ant-card').filter({ hasText: 'Overall' });
  await expect(overall.getByText(/\d+ reviewers? · \d+ reviews?/)).toBeVisible({ timeout: 30_000 });
  // the parameter is named three times: on the radar's axis, in its table for screen readers and in the
  // averages beside it
  await expect(overall.getByText('Dependability', { exact: true })).toHaveCount(3);
  await expect(overall.getByText('Dependability', { exact: true }).last()).toBeVisible();
  // scores never carry a reviewer's name
  await expect(overall.getByText(accounts.admin.name)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('peer-review.png'), fullPage: true });

  // availability heatmap and who is free
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'People availability' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('This week').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Ready to on-board')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('availability.png'), fullPage: true });
  // a person found by their email: the heatmap keeps their row alone, and the address keeps the search
  await page.getByRole('searchbox', { name: 'Search peers' }).fill(accounts.member.email);
  await expect(page).toHaveURL(/search=member%40acme\.test/);
  const heatmapRows = page.getByRole('main').getByRole('table').first().locator('tbody tr.ant-table-row');
  await expect(heatmapRows).toHaveCount(1);
  await expect(heatmapRows.first()).toContainText(accounts.member.name);
});

test.describe('an editor', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('cannot open people availability or 360 feedback, and manages no peers', async ({ page }) => {
    test.slow();
    await signIn(page, accounts.manager.email);
    for (const path of ['/dashboard', '/get-overall-peer-review']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/misc\/not-authorized$/, { timeout: 30_000 });
    }
    await page.goto('/data-list/manage-peer-view');
    await expect(page.getByRole('heading', { name: 'Manage peers' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Add peer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    // My feedback is open to editors
    await page.goto('/peer-feedback');
    await expect(page.getByRole('heading', { name: 'My feedback' })).toBeVisible({ timeout: 30_000 });
  });
});
