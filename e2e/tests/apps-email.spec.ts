import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousFindings } from '../fixtures/axe';
import { accounts } from '../fixtures/accounts';
import { API_URL } from '../fixtures/shell';
import { sessionHeaders } from '../fixtures/api-session';
import { signIn } from '../fixtures/sign-in';

// The demo mailbox at /email/:folder (remote-apps), opened from the sidebar's Apps group by the Acme admin
// the portal project signs in. The demo data is each visitor's own, and the admin's is kept from run to
// run: this spec reads it as the admin (their token), picks its mails by subject, reads their state before
// changing it, and puts back what it changed.

const STARRED = 'Lunch on Friday?';
const MOVED = 'Server maintenance on Saturday';
const THREAD = 'Leave policy for next year';

type DemoMail = { id: number; subject: string; isStarred: boolean; mailFolder: string };

type AsAdmin = { request: APIRequestContext; headers: { authorization: string } };

async function mailsIn({ request, headers }: AsAdmin, filter: string): Promise<DemoMail[]> {
  const response = await request.get(`${API_URL}/api/email/mails`, { params: { filter }, headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { emails: DemoMail[] }).emails;
}

/** The moved mail back in the inbox, where the seed keeps it (a run that stopped halfway left it in trash). */
async function putBackInInbox(admin: AsAdmin) {
  const strayed = (await mailsIn(admin, 'trash')).filter((mail) => mail.subject === MOVED);
  if (strayed.length === 0) return;
  const response = await admin.request.post(`${API_URL}/api/email/move-mails`, {
    data: { selectedEmails: strayed.map((mail) => mail.id), mailFolder: 'inbox' },
    headers: admin.headers,
  });
  expect(response.ok()).toBe(true);
}

async function openFromSidebar(page: Page) {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const link = menu.getByRole('link', { name: 'E-mail', exact: true });
  // the APPS group shows once the host knows the apps are offered (GET /v2/apps/availability)
  await link.click();
  await expect(page).toHaveURL(/\/email\/inbox$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'E-mail', exact: true })).toBeVisible();
  return main;
}

const rowOf = (page: Page, folder: string, subject: string) =>
  page
    .getByRole('main')
    .getByRole('list', { name: `Mails in ${folder}` })
    .getByRole('listitem')
    .filter({ hasText: subject });

test('an admin stars a mail, reads a thread, and moves a mail to Trash, which a reload keeps and no one else sees', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  // the session is in the page's storage once the portal has loaded
  await page.goto('/');
  const admin = { request, headers: await sessionHeaders(page) };
  await putBackInInbox(admin);
  const starredBefore = (await mailsIn(admin, 'inbox')).find((mail) => mail.subject === STARRED)?.isStarred;
  expect(starredBefore).toBeDefined();
  const main = await openFromSidebar(page);
  expect(await seriousFindings(page)).toEqual([]);

  // star (or unstar) a mail: shown at once, kept by the server
  const star = rowOf(page, 'Inbox', STARRED).getByRole('button', { name: `Star “${STARRED}”` });
  await expect(star).toHaveAttribute('aria-pressed', String(starredBefore));
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', String(!starredBefore));
  await expect
    .poll(async () => (await mailsIn(admin, 'inbox')).find((mail) => mail.subject === STARRED)?.isStarred)
    .toBe(!starredBefore);

  // open a mail with replies, by the keyboard, and back to the list
  await rowOf(page, 'Inbox', THREAD).getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('article', { name: THREAD })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Replies' }).getByRole('listitem')).not.toHaveCount(0);
  await main.getByRole('button', { name: 'Back to Inbox' }).click();

  // move a mail to trash from the selection's toolbar
  await rowOf(page, 'Inbox', MOVED)
    .getByRole('checkbox', { name: `Select “${MOVED}”` })
    .check();
  const toolbar = main.getByRole('toolbar', { name: 'Selected mails' });
  await toolbar.getByRole('button', { name: 'Move to' }).click();
  await page.getByRole('menuitem', { name: 'Move to Trash' }).click();
  await expect(rowOf(page, 'Inbox', MOVED)).toHaveCount(0);

  // Trash lists it, and still does after a reload
  await main.getByRole('navigation', { name: 'Mail folders' }).getByRole('link', { name: 'Trash' }).click();
  await expect(page).toHaveURL(/\/email\/trash$/);
  await expect(rowOf(page, 'Trash', MOVED)).toBeVisible();
  await page.reload();
  await expect(rowOf(page, 'Trash', MOVED)).toBeVisible();

  // the mailbox is each visitor's own: the member, signed in elsewhere, still has the mail in their inbox
  const memberContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, accounts.member.email);
  await memberPage.goto('/email/inbox');
  await expect(rowOf(memberPage, 'Inbox', MOVED)).toBeVisible();
  await memberContext.close();

  // put back what this spec changed: the mail in the inbox, the star as it was
  await rowOf(page, 'Trash', MOVED)
    .getByRole('checkbox', { name: `Select “${MOVED}”` })
    .check();
  await main.getByRole('toolbar', { name: 'Selected mails' }).getByRole('button', { name: 'Move to' }).click();
  await page.getByRole('menuitem', { name: 'Move to Inbox' }).click();
  await expect(rowOf(page, 'Trash', MOVED)).toHaveCount(0);
  await main
    .getByRole('navigation', { name: 'Mail folders' })
    .getByRole('link', { name: /^Inbox/ })
    .click();
  await rowOf(page, 'Inbox', STARRED)
    .getByRole('button', { name: `Star “${STARRED}”` })
    .click();
  await expect
    .poll(async () => (await mailsIn(admin, 'inbox')).find((mail) => mail.subject === STARRED)?.isStarred)
    .toBe(starredBefore);
  await expect.poll(async () => (await mailsIn(admin, 'inbox')).some((mail) => mail.subject === MOVED)).toBe(true);
});
