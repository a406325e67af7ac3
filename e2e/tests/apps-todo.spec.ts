import { expect, test } from '@playwright/test';
import { unique } from '../fixtures/unique';

// The demo to-do app at /todo/:filter (remote-apps, docs/apps.md). The portal project is signed in as the
// Acme admin. The demo data is one shared set, so the task is found by its unique title.

test('an admin adds a task with a tag, finds it under the tag, completes it, trashes it and finds it under Trashed', async ({
  page,
}) => {
  const title = `Check the release ${unique()}`;
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'To-do' }).click();
  await expect(page).toHaveURL(/\/todo\/all$/);
  const main = page.getByRole('main');
  const filters = main.getByRole('navigation', { name: 'Task filters' });
  const tasks = main.getByRole('list', { name: /^Tasks:/ });

  // add a task tagged Bug
  await filters.getByRole('button', { name: 'Add task' }).click();
  const form = page.getByRole('form', { name: 'Add task' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByTitle('Bug', { exact: true }).click();
  // close the options by going back to the title (Escape would close the drawer too)
  await form.getByRole('textbox', { name: 'Title' }).click();
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(tasks.getByRole('listitem', { name: title })).toBeVisible();

  // under its tag
  await filters.getByRole('link', { name: 'Bug' }).click();
  await expect(page).toHaveURL(/\/todo\/bug$/);
  const mine = main.getByRole('list', { name: 'Tasks: Bug' }).getByRole('listitem', { name: title });
  await expect(mine.getByText('Bug', { exact: true })).toBeVisible();

  // mark it completed (update-task): kept by the server
  // a click, then the box as the list shows it: `check()` reads the box at once, before the list has re-rendered
  const completed = mine.getByRole('checkbox', { name: `Completed: ${title}` });
  await completed.click();
  await expect(completed).toBeChecked();
  await filters.getByRole('link', { name: 'Completed' }).click();
  await expect(
    main.getByRole('list', { name: 'Tasks: Completed' }).getByRole('listitem', { name: title }),
  ).toBeVisible();
  await filters.getByRole('link', { name: 'Bug' }).click();

  // trash it from its menu: gone from the tag, listed under Trashed, and still there after a reload
  await mine.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Move to trash' }).click();
  await expect(mine).toBeHidden();
  await filters.getByRole('link', { name: 'Trashed' }).click();
  await expect(page).toHaveURL(/\/todo\/trashed$/);
  const trashed = main.getByRole('list', { name: 'Tasks: Trashed' }).getByRole('listitem', { name: title });
  await expect(trashed).toBeVisible();
  await page.reload();
  await expect(trashed).toBeVisible();
  await filters.getByRole('link', { name: 'All' }).click();
  await expect(main.getByRole('list', { name: 'Tasks: All' })).toBeVisible();
  await expect(main.getByRole('listitem', { name: title })).toHaveCount(0);
});
