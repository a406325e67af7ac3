import { expect, test } from '@playwright/test';
import { demoUsersUpdatePath } from '@timely/contract';
import { API_URL } from '../fixtures/shell';
import { sessionHeaders } from '../fixtures/api-session';
import { uniqueDigits } from '../fixtures/unique';

// The users app of the apps remote, against the demo API's users as the admin's own demo data keeps them
// (kept from run to run): the mobile number changed here is put back at the end, as the admin, whatever
// happens in between.
// The portal project is signed in as the Acme admin.

test('an admin filters the users by role, opens one, edits the mobile number, and it survives a reload', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/preview');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const usersLink = menu.getByRole('link', { name: 'Users', exact: true });
  // the APPS group shows once the host knows the apps are offered (GET /v2/apps/availability)
  await expect(menu.getByText('APPS', { exact: true })).toBeVisible();
  await usersLink.click();
  await expect(page).toHaveURL(/\/pages\/user\/list$/);

  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: 'Users' });
  await expect(table).toBeVisible();
  await expect(main.getByText(/^\d+ users$/).first()).toBeVisible();

  await main.getByRole('combobox', { name: 'Role' }).click();
  await page.getByTitle('Admin', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]role=admin(&|$)/);
  await expect(main.getByText(/^\d+ users? of \d+$/)).toBeVisible();
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText('Admin');
  for (const row of await rows.all()) await expect(row).toContainText('Admin');

  const link = rows.first().getByRole('link');
  const name = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/pages\/user\/view\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(main.getByRole('heading', { name, level: 3 })).toBeVisible();

  await main.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/user/edit/${id}$`));
  const mobile = main.getByRole('textbox', { name: 'Mobile' });
  await expect(mobile).not.toHaveValue('');
  const original = await mobile.inputValue();
  const changed = `+1 555 ${uniqueDigits(4)}`;
  try {
    await mobile.fill(changed);
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was saved.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/pages/user/view/${id}$`));
    await page.reload();
    await expect(main.getByRole('link', { name: changed })).toBeVisible();
  } finally {
    const restored = await request.post(`${API_URL}${demoUsersUpdatePath}`, {
      data: { id, user: { mobile: original } },
      headers: await sessionHeaders(page),
    });
    expect(restored.status()).toBe(200);
  }
});
