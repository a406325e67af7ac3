import ICAL from 'ical.js';
import { calendarFeedLinksSchema, calendarFeedsStatusSchema, errorEnvelopeSchema } from '@timely/contract';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
let memberId = '';
beforeAll(async () => {
  server = await createTestServer();
  // the server's day stands still, so the days the tests write are the days it means, even across midnight
  server.clock.freeze();
  memberId = await idOf('member@acme.test');
});
afterAll(async () => {
  await server.close();
});

async function idOf(email: string): Promise<string> {
  const [row] = await server.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [email]);
  return row!.id;
}

async function call(method: 'GET' | 'POST' | 'DELETE', email: string) {
  return server.app.inject({ method, url: '/v2/me/calendar-feeds', headers: await server.authHeaders(email) });
}

async function newLinks(email: string) {
  const response = await call('POST', email);
  expect(response.statusCode).toBe(201);
  return calendarFeedLinksSchema.parse(response.json()).links;
}

/** A feed read as a calendar app reads it: by its address alone, parsed by a third-party iCalendar parser. */
async function read(link: string) {
  const response = await server.app.inject({ method: 'GET', url: new URL(link).pathname });
  if (response.statusCode !== 200) return { status: response.statusCode, text: response.body, events: [] };
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      url: vevent.getFirstPropertyValue('url') as string | null,
    };
  });
  return { status: 200, text: response.body, events, name: calendar.getFirstPropertyValue('x-wr-calname') };
}

/** A day `offset` days from the server's today. */
const day = (offset: number) => new Date(server.app.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

it('gives a person four addresses once, opens each without signing in, and notes when a calendar read one', async () => {
  const before = calendarFeedsStatusSchema.parse((await call('GET', 'member@acme.test')).json());
  expect(before).toEqual({ active: false, createdAt: null, lastUsedAt: null });
  const links = await newLinks('member@acme.test');
  for (const [feed, link] of Object.entries(links))
    expect(link).toMatch(new RegExp(`^http://localhost(:\\d+)?/v2/calendar/[A-Za-z0-9_-]{43}/${feed}\\.ics$`));
  const after = calendarFeedsStatusSchema.parse((await call('GET', 'member@acme.test')).json());
  expect(after).toMatchObject({ active: true, lastUsedAt: null });
  // only a hash is kept: the database holds no address
  const [stored] = await server.db.query<{ secret_hash: string }>(
    'SELECT secret_hash FROM calendar_feeds WHERE user_id = $1',
    [memberId],
  );
  expect(links.leave).not.toContain(stored!.secret_hash);
  const holidays = await read(links.holidays);
  expect(holidays.status).toBe(200);
  expect(holidays.name).toBe('Timely · Public holidays');
  const read1 = calendarFeedsStatusSchema.parse((await call('GET', 'member@acme.test')).json());
  expect(read1.lastUsedAt).not.toBeNull();
});

it("shows the team's approved leave as who is away, never the type or the reason, and no one else's", async () => {
  const [teammate] = await server.db.query<{ id: string; name: string; company: string }>(
    `SELECT u.id::text AS id, u.name, u.company_id::text AS company FROM users u
      JOIN project_members theirs ON theirs.user_id = u.id
      JOIN project_members mine ON mine.project_id = theirs.project_id AND mine.user_id = $1
     WHERE u.id <> $1 AND u.deleted_at IS NULL AND u.is_active LIMIT 1`,
    [memberId],
  );
  const [stranger] = await server.db.query<{ id: string; name: string; company: string }>(
    `SELECT u.id::text AS id, u.name, u.company_id::text AS company FROM users u
     WHERE u.company_id <> $1 AND u.deleted_at IS NULL LIMIT 1`,
    [teammate!.company],
  );
  const insert = (user: { id: string; company: string }, status: string, reason: string, from: number) =>
    server.db.query<{ id: string }>(
      `INSERT INTO leave_requests (company_id, user_id, type, from_date, to_date, reason, status)
       VALUES ($1, $2, 'sick', $3, $4, $5, $6) RETURNING id::text AS id`,
      [user.company, user.id, day(from), day(from + 2), reason, status],
    );
  const [approved] = await insert(teammate!, 'approved', 'Knee surgery at the clinic', 30);
  const [pending] = await insert(teammate!, 'pending', 'Maybe a trip', 50);
  const [elsewhere] = await insert(stranger!, 'approved', 'Another company', 30);
  const links = await newLinks('member@acme.test');
  const leave = await read(links.leave);
  const uids = leave.events.map((event) => event.uid);
  expect(uids).toContain(`leave-${approved!.id}@timely`);
  expect(uids).not.toContain(`leave-${pending!.id}@timely`);
  expect(uids).not.toContain(`leave-${elsewhere!.id}@timely`);
  const event = leave.events.find((entry) => entry.uid === `leave-${approved!.id}@timely`)!;
  // three days off, all day: DTEND is the day after the last (RFC 5545)
  expect(event).toMatchObject({ summary: `${teammate!.name} away`, start: day(30), end: day(33), allDay: true });
  expect(leave.text).not.toMatch(/surgery|sick|Another company/i);
});

it("holds the company's holidays, the sprints of one's projects and one's own open due dates, and nothing of others", async () => {
  const [acme] = await server.db.query<{ company: string }>(
    'SELECT company_id::text AS company FROM users WHERE id = $1',
    [memberId],
  );
  // the seed's holidays are this year's and next New Year's: in early December, day 20 is Christmas Day
  await server.db.query('DELETE FROM public_holidays WHERE company_id = $1 AND day = $2', [acme!.company, day(20)]);
  await server.db.query(`INSERT INTO public_holidays (company_id, day, name) VALUES ($1, $2, 'Founders day')`, [
    acme!.company,
    day(20),
  ]);
  const [mine] = await server.db.query<{ id: string; title: string }>(
    `UPDATE tasks SET due_date = $2 WHERE id = (SELECT id FROM tasks WHERE assignee_id = $1 AND status <> 'completed'
       AND deleted_at IS NULL AND sprint_id IS NOT NULL ORDER BY id LIMIT 1) RETURNING id::text AS id, title`,
    [memberId, day(10)],
  );
  const [theirs] = await server.db.query<{ id: string }>(
    `UPDATE tasks SET due_date = $2 WHERE id = (SELECT id FROM tasks WHERE assignee_id <> $1 AND deleted_at IS NULL
       ORDER BY id LIMIT 1) RETURNING id::text AS id`,
    [memberId, day(10)],
  );
  const links = await newLinks('member@acme.test');

  const holidays = await read(links.holidays);
  expect(holidays.events).toContainEqual(
    expect.objectContaining({ summary: 'Founders day', start: day(20), end: day(21) }),
  );

  const due = await read(links.due);
  expect(due.events).toContainEqual(
    expect.objectContaining({ uid: `due-${mine!.id}@timely`, summary: `Due: ${mine!.title}`, start: day(10) }),
  );
  expect(due.events.find((event) => event.uid === `due-${mine!.id}@timely`)!.url).toBe(
    `http://localhost:3000/data-list/view-task/${mine!.id}`,
  );
  expect(due.events.map((event) => event.uid)).not.toContain(`due-${theirs!.id}@timely`);

  const sprints = await read(links.sprints);
  const onMine = await server.db.query<{ id: string }>(
    `SELECT s.id::text AS id FROM sprints s JOIN project_members pm ON pm.project_id = s.project_id AND pm.user_id = $1
      JOIN projects p ON p.id = s.project_id WHERE s.deleted_at IS NULL AND p.deleted_at IS NULL
       AND s.start_date <= $2 AND s.end_date >= $3`,
    [memberId, day(400), day(-90)],
  );
  const notMine = await server.db.query<{ id: string }>(
    `SELECT s.id::text AS id FROM sprints s WHERE NOT EXISTS
       (SELECT 1 FROM project_members pm WHERE pm.project_id = s.project_id AND pm.user_id = $1) LIMIT 5`,
    [memberId],
  );
  expect(onMine.length).toBeGreaterThan(0);
  expect(notMine.length).toBeGreaterThan(0);
  expect(sprints.events.map((event) => event.uid).sort()).toEqual(
    onMine.map((row) => `sprint-${row.id}@timely`).sort(),
  );
});

it("speaks the owner's language", async () => {
  const headers = await server.authHeaders('manager@acme.test');
  const preferences = (await server.app.inject({ method: 'GET', url: '/v2/me/preferences', headers })).json();
  await server.app.inject({
    method: 'PUT',
    url: '/v2/me/preferences',
    headers,
    payload: { ...preferences, language: 'de' },
  });
  const links = await newLinks('manager@acme.test');
  expect((await read(links.holidays)).name).toBe('Timely · Feiertage');
});

it('closes the old addresses on a reset and all of them when stopped or when the owner is deactivated', async () => {
  const first = await newLinks('member@acme.test');
  const second = await newLinks('member@acme.test');
  expect((await read(first.sprints)).status).toBe(404);
  expect((await read(second.sprints)).status).toBe(200);
  expect((await call('DELETE', 'member@acme.test')).statusCode).toBe(200);
  const stopped = await read(second.sprints);
  expect(stopped.status).toBe(404);
  expect(errorEnvelopeSchema.parse(JSON.parse(stopped.text)).code).toBe('notFound.calendarFeed');

  const third = await newLinks('member@acme.test');
  await server.db.query('UPDATE users SET is_active = false WHERE id = $1', [memberId]);
  try {
    expect((await read(third.leave)).status).toBe(404);
  } finally {
    await server.db.query('UPDATE users SET is_active = true WHERE id = $1', [memberId]);
  }
});

it('names what is wrong with an address that cannot be one, and refuses the calls to anyone not signed in', async () => {
  const short = await server.app.inject({ method: 'GET', url: '/v2/calendar/abc/leave.ics' });
  expect(short.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(short.json()).details?.[0]?.field).toBe('secret');
  const links = await newLinks('member@acme.test');
  const wrongFeed = await server.app.inject({
    method: 'GET',
    url: new URL(links.leave).pathname.replace('leave.ics', 'all.ics'),
  });
  expect(wrongFeed.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(wrongFeed.json()).details?.[0]).toMatchObject({ field: 'feed' });
  for (const method of ['GET', 'POST', 'DELETE'] as const)
    expect((await server.app.inject({ method, url: '/v2/me/calendar-feeds' })).statusCode).toBe(401);
});
