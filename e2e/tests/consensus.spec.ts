import { expect, test } from '@playwright/test';
import { CONSENSUS_ANSWER_LABELS, notificationListSchema } from '@timely/contract';
import { accounts } from '../fixtures/accounts';
import { bearer, sessionHeaders } from '../fixtures/api-session';
import { API_URL } from '../fixtures/shell';
import { signIn } from '../fixtures/sign-in';

// A colleague answers a leave request's consensus link from their notifications (issue #28 moved its
// token out of query strings and stored links: the browser must still reach the question and answer it).
test.use({ storageState: { cookies: [], origins: [] } });

test('a colleague opens the consensus link from a notification and answers; no token ever travels in a URL', async ({
  page,
  request,
}) => {
  test.slow();
  const member = await bearer(request, accounts.member.email);
  // a week far enough ahead that no other spec's leave overlaps it, and a different one on each run
  const monday = new Date(Date.UTC(2031, 0, 6) + Math.floor(Math.random() * 200) * 7 * 86_400_000);
  const fromDate = monday.toISOString().slice(0, 10);
  const toDate = new Date(monday.getTime() + 86_400_000).toISOString().slice(0, 10);
  const asked = await request.post(`${API_URL}/v2/leave/requests`, {
    headers: member.headers,
    data: { type: 'annual', fromDate, toDate },
  });
  expect(asked.status()).toBe(201);

  const urls: string[] = [];
  page.on('request', (sent) => urls.push(sent.url()));
  await signIn(page, accounts.manager.email);
  await page.goto('/pages/notifications?status=unread');
  // the newest consensus notification is the one just asked for
  const managerHeaders = await sessionHeaders(page);
  const inbox = notificationListSchema.parse(
    await (
      await request.get(`${API_URL}/v2/notifications?status=unread&perPage=40`, {
        headers: managerHeaders,
      })
    ).json(),
  );
  const note = inbox.items.find((item) => item.link?.startsWith('/consensus#token='));
  expect(note, 'the manager got a consensus notification').toBeTruthy();
  // the page words it from its code, its days in the reader's date style (this browser's: en-US)
  expect(note).toMatchObject({ titleCode: 'leave.asked', params: { fromDate, toDate } });
  const day = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  await page
    .getByText(`${note!.params.name} asks for leave ${day(fromDate)} to ${day(toDate)}`)
    .first()
    .click();

  await expect(page).toHaveURL(/\/consensus#token=/);
  await expect(page.getByText(/Can the team manage while they are away\?/)).toBeVisible();
  await page.getByRole('button', { name: CONSENSUS_ANSWER_LABELS.all_good }).click();
  await expect(page.getByText('Thank you, your answer is recorded')).toBeVisible();
  // reopened, the same link shows the recorded answer instead of asking again
  await page.reload();
  await expect(page.getByText('Thank you, your answer is recorded')).toBeVisible();
  expect(urls.filter((url) => /[?&]token=/.test(url))).toEqual([]);
});
