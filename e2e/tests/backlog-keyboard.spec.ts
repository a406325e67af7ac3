import { expect, test, type APIRequestContext } from '@playwright/test';
import { backlogPageSchema, projectSchema, taskSchema } from '@timely/contract';
import { accounts } from '../fixtures/accounts';
import { bearer } from '../fixtures/api-session';
import { API_URL } from '../fixtures/shell';
import { signIn } from '../fixtures/sign-in';
import { unique } from '../fixtures/unique';
import { mainThreadIdle } from '../fixtures/main-thread-idle';

// The backlog's order changes by keyboard as by mouse (issue #27): space picks a task up by its grip,
// the arrows move it, space drops it, and the server keeps the new order.
test.use({ storageState: { cookies: [], origins: [] } });
test.setTimeout(120_000);

async function serverOrder(request: APIRequestContext, headers: Record<string, string>, projectId: string) {
  return backlogPageSchema
    .parse(await (await request.get(`${API_URL}/v2/projects/${projectId}/backlog`, { headers })).json())
    .items.map((task) => task.title);
}

test('a manager reorders the backlog with the keyboard, and the server keeps the order', async ({ page, request }) => {
  const headers = (await bearer(request, accounts.manager.email)).headers;
  const stamp = unique();
  const created = await request.post(`${API_URL}/v2/projects`, {
    headers,
    data: { name: `Keyboard backlog ${stamp}`, status: 'in_progress', startDate: '2026-01-05', recurringMonths: 6 },
  });
  expect(created.status()).toBe(201);
  const project = projectSchema.parse(await created.json());
  const [first, second, third] = ['First', 'Second', 'Third'].map((word) => `${word} ${stamp}`) as [
    string,
    string,
    string,
  ];
  for (const title of [first, second, third]) {
    const task = await request.post(`${API_URL}/v2/projects/${project._id}/backlog`, {
      headers,
      data: { title, estimateHours: 2 },
    });
    expect(task.status()).toBe(201);
    taskSchema.parse(await task.json());
  }
  expect(await serverOrder(request, headers, project._id)).toEqual([first, second, third]);

  await signIn(page, accounts.manager.email);
  await page.goto(`/data-list/backlog/${project._id}`);
  const rows = page.getByRole('list', { name: 'Backlog' }).getByRole('listitem');
  await expect(rows).toHaveText([new RegExp(first), new RegExp(second), new RegExp(third)]);

  // space on the grip picks the first task up, the down arrow takes it past the second, space drops it
  // (each key once the page has said what the last one did, as a screen reader user hears it)
  const said = (text: string | RegExp) => expect(page.getByText(text, { exact: true })).toBeAttached();
  // once picked up it is over its own place, which may be said straight after
  const pickedUp = new RegExp(`^(Picked up ${first}|${first} is at ${first})\\.$`);
  await page.getByRole('button', { name: `Move ${first}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await said(pickedUp);
  // dnd-kit's keyboard sensor starts listening for keys from a timer set at the pick-up, which may run after the
  // pick-up is announced: an arrow sent before it is lost
  await mainThreadIdle(page);
  await page.keyboard.press('ArrowDown');
  await said(`${first} is at ${second}.`);
  await page.keyboard.press('Space');
  await said(`${first} dropped at ${second}.`);
  await expect(rows).toHaveText([new RegExp(second), new RegExp(first), new RegExp(third)]);
  await expect.poll(() => serverOrder(request, headers, project._id)).toEqual([second, first, third]);

  // and back to the top with the up arrow: before the task that is first now
  await page.getByRole('button', { name: `Move ${first}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await said(pickedUp);
  await mainThreadIdle(page);
  await page.keyboard.press('ArrowUp');
  await said(`${first} is at ${second}.`);
  await page.keyboard.press('Space');
  await said(`${first} dropped at ${second}.`);
  await expect.poll(() => serverOrder(request, headers, project._id)).toEqual([first, second, third]);
  await page.reload();
  await expect(rows).toHaveText([new RegExp(first), new RegExp(second), new RegExp(third)]);
});
