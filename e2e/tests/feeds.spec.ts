import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../fixtures/accounts';
import { signIn } from '../fixtures/sign-in';
import { unique } from '../fixtures/unique';

// The company feed at /feed, reached by URL (the sidebar is the host's). The portal project is signed
// in as the Acme admin; the member signs in on a second browser context.

async function openFeed(page: Page) {
  await page.goto('/feed');
  const main = page.getByRole('main');
  await expect(main.getByRole('feed', { name: 'Company feed' })).toBeVisible();
  return main;
}

test('an admin posts, edits, pins and deletes; a member sees the pinned post first', async ({
  page,
  browser,
}, testInfo) => {
  // two browser contexts and two sign-ins: more than the default 30 s on a busy two-core machine
  test.slow();
  const stamp = unique();
  const link = `https://docs.acme.test/releases/${stamp}`;
  const main = await openFeed(page);
  const timeline = main.getByRole('feed', { name: 'Company feed' });

  // post
  await main.getByRole('textbox', { name: 'New post' }).fill(`Release ${stamp} is out: ${link}`);
  await main.getByRole('button', { name: 'Post', exact: true }).click();
  const mine = timeline.getByRole('article').filter({ hasText: `Release ${stamp}` });
  await expect(mine).toBeVisible();
  await expect(timeline.getByRole('article').first()).toContainText(`Release ${stamp}`);
  await expect(mine.getByRole('link', { name: link })).toHaveAttribute('rel', 'noopener noreferrer nofollow');

  // edit, and the edit survives a reload
  await mine.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await mine.getByRole('textbox', { name: 'Edit post' }).fill(`Release ${stamp} is out, with notes: ${link}`);
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine).toContainText('with notes');
  // shown at once, then confirmed by the server
  await expect(mine).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect(mine).toContainText('with notes');
  await expect(mine.getByText('· edited')).toBeVisible();

  // pin until the end of a day: it replaces the seeded pinned post
  await mine.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Pin to top' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pin this post to the top of the feed' });
  await dialog.getByRole('radio', { name: 'Until the end of a day' }).check();
  await dialog.getByRole('button', { name: 'Pin' }).click();
  await expect(dialog).toBeHidden();
  const pinned = main.getByRole('region', { name: 'Pinned post' });
  await expect(pinned).toContainText(`Release ${stamp}`);
  await expect(pinned).toContainText('until');
  await expect(pinned).not.toContainText('Welcome to the Acme feed');

  // a member, on another browser, sees it first and may not change it
  const memberContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, accounts.member.email);
  const memberMain = await openFeed(memberPage);
  const firstPost = memberMain.getByRole('article').first();
  await expect(firstPost).toContainText(`Release ${stamp}`);
  await expect(memberMain.getByRole('region', { name: 'Pinned post' }).getByRole('article')).toContainText(
    `Release ${stamp}`,
  );
  await expect(firstPost.getByRole('button', { name: 'Post actions' })).toHaveCount(0);
  // collapsing keeps a one-line summary
  const header = memberMain.getByRole('region', { name: 'Pinned post' }).getByRole('button', { name: /Pinned/ });
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await expect(memberMain.getByRole('region', { name: 'Pinned post' }).getByRole('article')).toBeHidden();

  // delete as the admin: gone from the timeline and from the pin
  await mine.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(timeline.getByText(`Release ${stamp}`)).toHaveCount(0);
  await expect(pinned).toHaveCount(0);
  await memberPage.reload();
  await expect(memberMain.getByRole('feed', { name: 'Company feed' })).toBeVisible();
  await expect(memberMain.getByText(`Release ${stamp}`)).toHaveCount(0);
  await memberContext.close();
});

test('markup and script in a post show as text and never run', async ({ page }) => {
  const hostile = `<b>bold ${unique()}</b><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">`;
  page.on('dialog', (dialog) => {
    throw new Error(`a post opened a dialog: ${dialog.message()}`);
  });
  const main = await openFeed(page);
  await main.getByRole('textbox', { name: 'New post' }).fill(hostile);
  await main.getByRole('button', { name: 'Post', exact: true }).click();
  const post = main.getByRole('feed').getByRole('article').filter({ hasText: '<script>' });
  await expect(post).toContainText(hostile);
  await expect(post).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect(post).toContainText(hostile);
  await expect(post.locator('b, script, img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('paging keeps the page in the URL and the count in view', async ({ page }) => {
  const main = await openFeed(page);
  await expect(main.getByTestId('feed-count')).toContainText('page 1 of');
  await main.getByRole('listitem', { name: '2' }).click();
  await expect(page).toHaveURL(/\/feed\?page=2$/);
  await expect(main.getByTestId('feed-count')).toContainText('page 2 of');
  await page.reload();
  await expect(main.getByTestId('feed-count')).toContainText('page 2 of');
});
