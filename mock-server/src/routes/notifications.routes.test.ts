import {
  errorEnvelopeSchema,
  markAllReadResponseSchema,
  notificationListSchema,
  notificationSchema,
} from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { notify, notifyAll } from '../services/notifications.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function list(email: string, query = '') {
  const response = await server.app.inject({
    method: 'GET',
    url: `/v2/notifications${query}`,
    headers: await server.authHeaders(email),
  });
  expect(response.statusCode).toBe(200);
  return notificationListSchema.parse(response.json());
}

describe('GET /v2/notifications', () => {
  it("lists only the caller's own notifications, newest first, with the unread count", async () => {
    const member = await list('member@acme.test');
    expect(member.items.map((item) => item.title)).toEqual([
      'New task: UI development',
      'New task: Bug fixing',
      'Leave rejected',
      'You earned 12 karma points',
    ]);
    // each says what it is by a code and values, which the apps word in the reader's language
    expect(member.items[0]).toMatchObject({
      titleCode: 'task.assigned',
      bodyCode: 'task.whereThisSprint',
      params: { task: 'UI development', project: 'Atlas Web Revamp', hours: 6 },
      body: 'Atlas Web Revamp, this sprint, 6 h.',
    });
    // a decision's note is the manager's own words: no code
    expect(member.items[2]).toMatchObject({ titleCode: 'leave.rejected', bodyCode: null });
    expect(member).toMatchObject({ total: 4, page: 1, perPage: 10, totalPages: 1, unreadCount: 3 });
    const globex = await list('admin@globex.test');
    expect(globex.items.map((item) => item.title)).not.toContain('Leave rejected');
  });

  it('pages and filters unread', async () => {
    const page2 = await list('member@acme.test', '?page=2&perPage=10');
    expect(page2).toMatchObject({ items: [], total: 4, totalPages: 1, unreadCount: 3 });
    const unread = await list('member@acme.test', '?status=unread');
    expect(unread.items.every((item) => !item.read)).toBe(true);
    expect(unread).toMatchObject({ total: 3, unreadCount: 3 });
    expect((await list('member@acme.test', '?status=unread&page=5')).total).toBe(3);
  });

  it('pages a long list in its order, each page with the same totals', async () => {
    // 25 more for Globex's admin, half of them at one instant (the id then orders them), three read
    const at = server.app.now();
    await notifyAll(
      server.db.orm,
      Array.from({ length: 25 }, (_, index) => ({
        companyId: seedId('company', 'globex'),
        userId: seedId('user', 'globex', 0),
        kind: 'feedback_received' as const,
        title: { code: 'feedback.received' as const },
        body: `Rated ${index}`,
        createdAt: new Date(at.getTime() - (index % 2 === 0 ? 0 : index * 60_000)),
      })),
    );
    await server.db.query(
      `UPDATE notifications SET read_at = now() WHERE id IN (SELECT id FROM notifications WHERE user_id = $1 AND body LIKE 'Rated 1%' LIMIT 3)`,
      [seedId('user', 'globex', 0)],
    );
    const whole = await list('admin@globex.test', '?perPage=40');
    expect(whole.total).toBeGreaterThanOrEqual(25);
    expect(whole.unreadCount).toBe(whole.items.filter((item) => !item.read).length);
    const pages = [];
    for (let page = 1; page <= Math.ceil(whole.total / 10) && page <= 4; page += 1)
      pages.push(await list('admin@globex.test', `?perPage=10&page=${page}`));
    for (const page of pages) expect(page).toMatchObject({ total: whole.total, unreadCount: whole.unreadCount });
    expect(pages.flatMap((page) => page.items.map((item) => item._id))).toEqual(
      whole.items.slice(0, pages.length * 10).map((item) => item._id),
    );
  });

  it('names a bad query field', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/v2/notifications?perPage=7&status=old',
      headers: await server.authHeaders('member@acme.test'),
    });
    expect(response.statusCode).toBe(400);
    const fields = errorEnvelopeSchema.parse(response.json()).details?.map((detail) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['perPage', 'status']));
  });

  it('needs a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/v2/notifications' })).statusCode).toBe(401);
  });
});

describe('marking read', () => {
  it("marks one read, and refuses someone else's as not found without changing it", async () => {
    const managerFirst = (await list('manager@acme.test')).items.find((item) => !item.read)!;
    const stolen = await server.app.inject({
      method: 'PATCH',
      url: `/v2/notifications/${managerFirst._id}/read`,
      headers: await server.authHeaders('member@acme.test'),
    });
    expect(stolen.statusCode).toBe(404);
    expect((await list('manager@acme.test')).items.find((item) => item._id === managerFirst._id)?.read).toBe(false);

    const mine = await server.app.inject({
      method: 'PATCH',
      url: `/v2/notifications/${managerFirst._id}/read`,
      headers: await server.authHeaders('manager@acme.test'),
    });
    expect(mine.statusCode).toBe(200);
    expect(notificationSchema.parse(mine.json())).toMatchObject({ _id: managerFirst._id, read: true });
    expect((await list('manager@acme.test')).unreadCount).toBe(1);
  });

  it('refuses an id that is not a uuid, naming the field', async () => {
    const response = await server.app.inject({
      method: 'PATCH',
      url: '/v2/notifications/nope/read',
      headers: await server.authHeaders('manager@acme.test'),
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).details?.[0]?.field).toBe('id');
  });

  it("marks all of the caller's read and nobody else's", async () => {
    const adminUnreadBefore = (await list('admin@acme.test')).unreadCount;
    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/notifications/read-all',
      headers: await server.authHeaders('member@acme.test'),
    });
    expect(markAllReadResponseSchema.parse(response.json())).toEqual({ ok: true, updated: 3 });
    expect((await list('member@acme.test')).unreadCount).toBe(0);
    expect((await list('admin@acme.test')).unreadCount).toBe(adminUnreadBefore);
  });
});

describe('notify()', () => {
  it('delivers to the user, unread, first in their list', async () => {
    await notify(server.db.orm, {
      companyId: seedId('company', 'acme'),
      userId: seedId('user', 'acme', 2),
      kind: 'feedback_received',
      title: { code: 'feedback.received' },
      body: 'Someone rated you.',
      link: '/peer-feedback',
    });
    const member = await list('member@acme.test');
    expect(member.items[0]).toMatchObject({
      title: 'You received peer feedback',
      titleCode: 'feedback.received',
      body: 'Someone rated you.',
      bodyCode: null,
      kind: 'feedback_received',
      link: '/peer-feedback',
      read: false,
    });
    expect(member.unreadCount).toBe(1);
  });

  it('refuses a user of another company and a link off the portal', async () => {
    const base = { companyId: seedId('company', 'acme'), kind: 'system' as const, title: { code: 'welcome' as const } };
    await expect(notify(server.db.orm, { ...base, userId: seedId('user', 'globex', 0) })).rejects.toThrow(
      'not in that company',
    );
    await expect(
      notify(server.db.orm, { ...base, userId: seedId('user', 'acme', 2), link: 'https://evil.test' }),
    ).rejects.toThrow('portal path');
    await expect(
      notify(server.db.orm, { ...base, userId: seedId('user', 'acme', 2), link: '//evil.test' }),
    ).rejects.toThrow('portal path');
  });
});

describe('notifyAll()', () => {
  const counts = async () => {
    const [row] = await server.db.query<{ notifications: number; events: number }>(
      `SELECT (SELECT count(*) FROM notifications)::int AS notifications,
              (SELECT count(*) FROM company_events WHERE kind = 'notification.created')::int AS events`,
    );
    return row!;
  };

  it('tells many at once, each with its live event, in batches of rows (a statement carries at most 65,535 values)', async () => {
    const people = await server.db.query<{ id: string }>('SELECT id FROM users WHERE company_id = $1', [
      seedId('company', 'acme'),
    ]);
    const before = await counts();
    const told = 2 * people.length + 3;
    await notifyAll(
      server.db.orm,
      Array.from({ length: told }, (_, index) => ({
        companyId: seedId('company', 'acme'),
        userId: people[index % people.length]!.id,
        kind: 'system' as const,
        title: { code: 'welcome' as const },
      })),
      7,
    );
    expect(await counts()).toEqual({ notifications: before.notifications + told, events: before.events + told });
  });

  it('writes nothing when one of them is of another company', async () => {
    const before = await counts();
    const base = { companyId: seedId('company', 'acme'), kind: 'system' as const, title: { code: 'welcome' as const } };
    await expect(
      notifyAll(server.db.orm, [
        { ...base, userId: seedId('user', 'acme', 2) },
        { ...base, userId: seedId('user', 'globex', 0) },
      ]),
    ).rejects.toThrow('not in that company');
    expect(await counts()).toEqual(before);
  });
});

describe('a notification about a project deleted since', () => {
  it('says so and leaves out its link, for every page of that project; others keep theirs', async () => {
    const atlas = seedId('project', 'acme', 'atlas');
    const [gone] = await server.db.query<{ project_id: string; sprint_id: string; task_id: string }>(
      `SELECT project_id, sprint_id, id AS task_id FROM tasks WHERE company_id = $1 AND sprint_id IS NOT NULL AND project_id <> $2 LIMIT 1`,
      [seedId('company', 'acme'), atlas],
    );
    const links = [
      `/view-components/overview/${gone!.project_id}`,
      `/data-list/backlog/${gone!.project_id}`,
      `/data-list/view-all-tasks/${gone!.sprint_id}`,
      `/data-list/sprint-report/${gone!.sprint_id}`,
      `/data-list/view-task/${gone!.task_id}`,
      `/data-list/view-task/${gone!.task_id}?tab=history`,
    ];
    const kept = [`/view-components/overview/${atlas}`, '/leaveReport'];
    const recipient = {
      companyId: seedId('company', 'acme'),
      userId: seedId('user', 'acme', 1),
      kind: 'task_assigned' as const,
    };
    for (const link of [...links, ...kept])
      await notify(server.db.orm, {
        ...recipient,
        title: { code: 'task.assigned', params: { task: `About ${link}` } },
        link,
      });
    const mine = async () =>
      (await list('manager@acme.test', '?perPage=20')).items.filter((item) =>
        item.title.startsWith('New task: About '),
      );

    expect((await mine()).every((item) => item.link !== null && !item.projectDeleted)).toBe(true);
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/v2/projects/${gone!.project_id}?force=true`,
      headers: await server.authHeaders('admin@acme.test'),
    });
    expect(deleted.statusCode).toBeLessThan(300);

    const after = await mine();
    for (const link of links)
      expect(after.find((item) => item.title === `New task: About ${link}`)).toMatchObject({
        projectDeleted: true,
        link: null,
      });
    for (const link of kept)
      expect(after.find((item) => item.title === `New task: About ${link}`)).toMatchObject({
        projectDeleted: false,
        link,
      });
    const read = await server.app.inject({
      method: 'PATCH',
      url: `/v2/notifications/${after.find((item) => item.projectDeleted)!._id}/read`,
      headers: await server.authHeaders('manager@acme.test'),
    });
    expect(notificationSchema.parse(read.json())).toMatchObject({ projectDeleted: true, link: null, read: true });
  });
});
