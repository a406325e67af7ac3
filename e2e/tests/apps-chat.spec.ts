import { expect, test } from '@playwright/test';
import { unique } from '../fixtures/unique';

// The chat demo app at /chat, opened from the sidebar's Apps group. The portal project is signed in as the
// Acme admin. The demo data is one set for every spec and kept in the database, so the message written here
// carries a text of its own and the checks look for that text only.

test('an admin opens Chat from the sidebar, writes to a contact and finds the message after a reload', async ({
  page,
}) => {
  const text = `Are the release notes ready? (${unique()})`;
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('APPS', { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);

  const main = page.getByRole('main');
  const list = main.getByRole('navigation', { name: 'Chats and contacts' });
  await list.getByRole('button', { name: /Suzan Jamal/ }).click();
  await expect(page).toHaveURL(/\/chat\?contact=2$/);
  const thread = main.getByRole('log', { name: 'Conversation with Suzan Jamal' });
  await expect(thread).toBeVisible();

  // Enter sends; the message shows at once and is marked sent once the server has kept it
  const composer = main.getByRole('textbox', { name: 'Message to Suzan Jamal' });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const mine = thread.getByRole('listitem').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: /^(Sent|Seen)$/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /Suzan Jamal/ })).toContainText(text);

  // kept by the server: the reload opens the same chat from the URL, with the message in it
  await page.reload();
  await expect(main.getByRole('log', { name: 'Conversation with Suzan Jamal' }).getByText(text)).toBeVisible();
});
