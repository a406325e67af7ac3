import {
  consensusViewSchema,
  coverageSchema,
  createLeaveResponseSchema,
  errorEnvelopeSchema,
  leaveBalancesSchema,
  leavePolicySchema,
  leaveReportSchema,
  leaveRequestListSchema,
  leaveRequestSchema,
  notificationListSchema,
} from '@timely/contract';
import { addDays, isoDay, mondayOf } from '../../db/seed/projects.seed.js';
import { seedId } from '../../db/seed/seed-ids.js';
import { addIsoDays } from '../../services/leave/leave-days.js';
import { consensusTokenOf } from '../../testing/consensus-links.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { csvOfUrl, headerRowsOf } from '../../testing/csv-language.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // the server's day stands still, so the days the tests write are the days it means, even across midnight
  server.clock.freeze();
});
afterAll(async () => {
  await server.close();
});

const MEMBER = 'member@acme.test';
const MANAGER = 'manager@acme.test';
const ADMIN = 'admin@acme.test';
/** A day of a week counted from the server's this week (its clock stands still: see beforeAll). */
const weekDay = (week: number, day: number) => isoDay(addDays(mondayOf(server.app.now()), week * 7 + day));

async function call(email: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const headers = email ? await server.authHeaders(email) : {};
  return server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
const request = (email: string, body: object) => call(email, 'POST', '/v2/leave/requests', body);
async function emailOf(peer: number): Promise<string> {
  const [row] = await server.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
    seedId('user', 'acme', peer),
  ]);
  return row!.email;
}
async function requestCount(): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leave_requests');
  return row!.n;
}

describe('leave requests', () => {
  it('count working days without weekends, public holidays and with half days', async () => {
    // Friday 2043-12-18 to Tuesday 2043-12-29 with a half day at the end: 18, 21–24, 28, 29½ less Christmas (added below)
    await server.db.query(
      "INSERT INTO public_holidays (company_id, day, name) VALUES ($1, '2043-12-25', 'Christmas Day')",
      [seedId('company', 'acme')],
    );
    const response = await request(MEMBER, {
      type: 'unpaid',
      fromDate: '2043-12-18',
      toDate: '2043-12-29',
      halfDayEnd: true,
      reason: 'Trip',
    });
    expect(response.statusCode).toBe(201);
    const created = createLeaveResponseSchema.parse(response.json());
    // 18, 21, 22, 23, 24, (25 holiday), 28, 29 half = 6.5
    expect(created.request).toMatchObject({ days: 6.5, status: 'pending', canCancel: true, canDecide: false });
    expect(created.balanceAfter).toBeNull();
  });

  it('refuse dates without a working day or in the wrong order, naming the field, and change nothing', async () => {
    const before = await requestCount();
    const weekend = errorEnvelopeSchema.parse(
      (await request(MEMBER, { type: 'annual', fromDate: '2043-11-14', toDate: '2043-11-15' })).json(),
    );
    expect(weekend.statusCode).toBe(400);
    expect(weekend.details?.[0]?.field).toBe('toDate');
    const reversed = errorEnvelopeSchema.parse(
      (await request(MEMBER, { type: 'annual', fromDate: '2043-11-20', toDate: '2043-11-16' })).json(),
    );
    expect(reversed.details).toMatchObject([{ field: 'toDate', message: 'must be on or after the start date' }]);
    const badType = errorEnvelopeSchema.parse(
      (await request(MEMBER, { type: 'vacation', fromDate: '2043-11-16', toDate: '2043-11-16' })).json(),
    );
    expect(badType.details?.[0]?.field).toBe('type');
    expect(await requestCount()).toBe(before);
  });

  it('refuse an overlapping request of the same peer with 409 naming the clash', async () => {
    expect((await request(MEMBER, { type: 'annual', fromDate: '2043-10-05', toDate: '2043-10-09' })).statusCode).toBe(
      201,
    );
    const before = await requestCount();
    const clash = await request(MEMBER, { type: 'sick', fromDate: '2043-10-09', toDate: '2043-10-12' });
    expect(clash.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(clash.json()).message).toBe(
      'These dates overlap your pending annual leave from 2043-10-05 to 2043-10-09.',
    );
    expect(await requestCount()).toBe(before);
    // another peer may take the same dates
    expect((await request(MANAGER, { type: 'annual', fromDate: '2043-10-09', toDate: '2043-10-09' })).statusCode).toBe(
      201,
    );
  });

  it('let the requester alone cancel, and the dates become free again', async () => {
    const { request: created } = createLeaveResponseSchema.parse(
      (await request(MEMBER, { type: 'other', fromDate: '2043-09-07', toDate: '2043-09-07' })).json(),
    );
    expect((await call(ADMIN, 'POST', `/v2/leave/requests/${created._id}/cancel`)).statusCode).toBe(403);
    const cancelled = await call(MEMBER, 'POST', `/v2/leave/requests/${created._id}/cancel`);
    expect(leaveRequestSchema.parse(cancelled.json()).status).toBe('cancelled');
    expect((await call(MEMBER, 'POST', `/v2/leave/requests/${created._id}/cancel`)).statusCode).toBe(409);
    expect((await request(MEMBER, { type: 'other', fromDate: '2043-09-07', toDate: '2043-09-07' })).statusCode).toBe(
      201,
    );
  });
});

describe('approval', () => {
  it('is for level3 (anyone) and level2 (members of projects they manage), never one’s own', async () => {
    const { request: members } = createLeaveResponseSchema.parse(
      (await request(MEMBER, { type: 'annual', fromDate: '2044-03-07', toDate: '2044-03-08' })).json(),
    );
    expect(
      (await call(MEMBER, 'POST', `/v2/leave/requests/${members._id}/decision`, { decision: 'approve' })).statusCode,
    ).toBe(403);
    // peer 11 works on Cobalt only, which the manager does not manage
    const outsider = await emailOf(11);
    const { request: outsiders } = createLeaveResponseSchema.parse(
      (await request(outsider, { type: 'annual', fromDate: '2044-03-07', toDate: '2044-03-07' })).json(),
    );
    const refused = await call(MANAGER, 'POST', `/v2/leave/requests/${outsiders._id}/decision`, {
      decision: 'approve',
    });
    expect(refused.statusCode).toBe(403);
    expect((await call(MANAGER, 'GET', `/v2/leave/requests/${outsiders._id}/coverage`)).statusCode).toBe(403);
    const { request: admins } = createLeaveResponseSchema.parse(
      (await request(ADMIN, { type: 'annual', fromDate: '2044-03-07', toDate: '2044-03-07' })).json(),
    );
    expect(
      (await call(ADMIN, 'POST', `/v2/leave/requests/${admins._id}/decision`, { decision: 'approve' })).statusCode,
    ).toBe(403);
    expect(
      (await call('admin@globex.test', 'POST', `/v2/leave/requests/${members._id}/decision`, { decision: 'approve' }))
        .statusCode,
    ).toBe(404);
    // the approvals list shows the member's request to the manager, not the outsider's
    const approvals = leaveRequestListSchema.parse(
      (await call(MANAGER, 'GET', '/v2/leave/requests?scope=approvals&status=pending')).json(),
    );
    expect(approvals.items.map((item) => item._id)).toContain(members._id);
    expect(approvals.items.map((item) => item._id)).not.toContain(outsiders._id);
    expect((await call(MEMBER, 'GET', '/v2/leave/requests?scope=approvals')).statusCode).toBe(403);

    const approved = await call(MANAGER, 'POST', `/v2/leave/requests/${members._id}/decision`, {
      decision: 'approve',
      note: 'Enjoy',
    });
    expect(leaveRequestSchema.parse(approved.json())).toMatchObject({
      status: 'approved',
      decisionNote: 'Enjoy',
      decidedBy: { name: expect.any(String) },
    });
    expect(
      (await call(ADMIN, 'POST', `/v2/leave/requests/${members._id}/decision`, { decision: 'reject' })).statusCode,
    ).toBe(409);
    const rejected = await call(ADMIN, 'POST', `/v2/leave/requests/${outsiders._id}/decision`, {
      decision: 'reject',
      note: 'Release week',
    });
    expect(leaveRequestSchema.parse(rejected.json()).status).toBe('rejected');
    // the requester is told
    const inbox = notificationListSchema.parse((await call(MEMBER, 'GET', '/v2/notifications')).json());
    expect(inbox.items.find((item) => item.kind === 'leave_decided')).toMatchObject({
      title: 'Your annual leave 2044-03-07 to 2044-03-08 was approved',
      body: 'Enjoy',
      link: '/leaveReport',
    });
  });

  it('shows the approver who else on the same projects is away and how much of the team is left', async () => {
    // peer 6 (Atlas) is away all of next week (seed); the member asks for next Tuesday
    const tuesday = weekDay(1, 1);
    const { request: created } = createLeaveResponseSchema.parse(
      (await request(MEMBER, { type: 'annual', fromDate: tuesday, toDate: tuesday })).json(),
    );
    const coverage = coverageSchema.parse(
      (await call(MANAGER, 'GET', `/v2/leave/requests/${created._id}/coverage`)).json(),
    );
    const atlas = coverage.projects.find((project) => project.name === 'Atlas Web Revamp')!;
    expect(atlas.teamSize).toBe(6);
    expect(atlas.away.map((away) => away.peer._id)).toEqual([seedId('user', 'acme', 6)]);
    // 6 people, the member and peer 6 away: 4 left
    expect(atlas.presentPercent).toBe(67);
    const beacon = coverage.projects.find((project) => project.name === 'Beacon Mobile')!;
    expect(beacon).toMatchObject({ teamSize: 5, away: [], presentPercent: 80 });
  });
});

describe('balances', () => {
  it('warn below zero and need the approver’s confirmation', async () => {
    // "other": 3 days a year by default; 4 working days in 2045
    const response = createLeaveResponseSchema.parse(
      (await request(MEMBER, { type: 'other', fromDate: '2045-06-05', toDate: '2045-06-08' })).json(),
    );
    expect(response.balanceAfter).toBe(-1);
    expect(response.warning).toMatch(/balance to -1 days/);
    const refused = await call(MANAGER, 'POST', `/v2/leave/requests/${response.request._id}/decision`, {
      decision: 'approve',
    });
    expect(refused.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(refused.json()).details?.[0]?.field).toBe('confirmOverdraw');
    const coverage = coverageSchema.parse(
      (await call(MANAGER, 'GET', `/v2/leave/requests/${response.request._id}/coverage`)).json(),
    );
    expect(coverage.balanceAfter).toBe(-1);
    expect(
      (
        await call(MANAGER, 'POST', `/v2/leave/requests/${response.request._id}/decision`, {
          decision: 'approve',
          confirmOverdraw: true,
        })
      ).statusCode,
    ).toBe(200);
    const balances = leaveBalancesSchema.parse((await call(MEMBER, 'GET', '/v2/leave/balances?year=2045')).json());
    expect(balances.items.find((item) => item.type === 'other')).toMatchObject({ entitled: 3, used: 4, remaining: -1 });
  });

  it('carry over what is left of last year, up to the cap', async () => {
    // 18 annual days approved in 2046 leave 2 to carry into 2047; an empty 2047 carries the cap (5) into 2048
    const { request: created } = createLeaveResponseSchema.parse(
      (await request(MEMBER, { type: 'annual', fromDate: '2046-02-05', toDate: '2046-02-28' })).json(),
    );
    expect(created.days).toBe(18);
    expect(
      (await call(ADMIN, 'POST', `/v2/leave/requests/${created._id}/decision`, { decision: 'approve' })).statusCode,
    ).toBe(200);
    const of = async (year: number) =>
      leaveBalancesSchema
        .parse((await call(MEMBER, 'GET', `/v2/leave/balances?year=${year}`)).json())
        .items.find((item) => item.type === 'annual');
    expect(await of(2046)).toMatchObject({ entitled: 20, used: 18, remaining: 2 + (await of(2046))!.carriedOver });
    expect(await of(2047)).toMatchObject({ carriedOver: 2, remaining: 22 });
    expect(await of(2048)).toMatchObject({ carriedOver: 5, remaining: 25 });
    expect((await call(MEMBER, 'GET', '/v2/leave/balances?year=soon')).statusCode).toBe(400);
  });

  it('carry nothing into the year a peer joined: there was no year before to leave days from', async () => {
    const email = await emailOf(7);
    // no hire date recorded: the day the account was made stands in for it
    await server.db.query("UPDATE users SET created_at = '2051-06-01T09:00:00Z' WHERE email = $1", [email]);
    const annual = async (year: number) =>
      leaveBalancesSchema
        .parse((await call(email, 'GET', `/v2/leave/balances?year=${year}`)).json())
        .items.find((item) => item.type === 'annual');
    // 1 June to 31 December is 214 of 365 days: 20 × 214 ÷ 365 = 11.73, to the nearest half day 11.5
    expect(await annual(2051)).toMatchObject({ entitled: 11.5, carriedOver: 0, remaining: 11.5 });
    // the first full year carries what the joining year left, up to the cap
    expect(await annual(2052)).toMatchObject({ entitled: 20, carriedOver: 5, remaining: 25 });
  });

  it('prorate the year of hire from the hire date, which wins over the day the account was made', async () => {
    const email = await emailOf(8);
    await server.db.query(
      "UPDATE users SET created_at = '2040-01-01T09:00:00Z', hire_date = '2053-07-01' WHERE email = $1",
      [email],
    );
    const annual = async (year: number) =>
      leaveBalancesSchema
        .parse((await call(email, 'GET', `/v2/leave/balances?year=${year}`)).json())
        .items.find((item) => item.type === 'annual');
    // hired 1 July with 20 days a year: 184 of 365 days, 20 × 184 ÷ 365 = 10.08, so 10 for that year
    expect(await annual(2053)).toMatchObject({ entitled: 10, carriedOver: 0, remaining: 10 });
    // nothing before the hire year, and nothing carried into it
    expect(await annual(2052)).toMatchObject({ entitled: 0, carriedOver: 0, remaining: 0 });
    // the next year: the whole allowance, plus the cap (5) of the 10 left
    expect(await annual(2054)).toMatchObject({ entitled: 20, carriedOver: 5, remaining: 25 });
    // hired on 31 December: one day of 365 is 0.05 of a day, so nothing that year
    await server.db.query("UPDATE users SET hire_date = '2053-12-31' WHERE email = $1", [email]);
    expect(await annual(2053)).toMatchObject({ entitled: 0, remaining: 0 });
  });
});

describe('report', () => {
  // next week, read when a test runs (the server is up by then)
  const week = {
    get from() {
      return weekDay(1, 0);
    },
    get to() {
      return weekDay(1, 6);
    },
  };

  it('sums approved days per peer and month by type, filtered by project and peer, with totals', async () => {
    const report = leaveReportSchema.parse(
      (await call(ADMIN, 'GET', `/v2/leave/report?from=${week.from}&to=${week.to}`)).json(),
    );
    const peer6 = report.rows.filter((row) => row.peer._id === seedId('user', 'acme', 6));
    // the seeded week off, Monday to Friday, less the company's holidays in it (New Year's Day in late December)
    const [holidays] = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM public_holidays WHERE company_id = $1 AND day BETWEEN $2 AND $3',
      [seedId('company', 'acme'), week.from, weekDay(1, 4)],
    );
    expect(peer6.reduce((sum, row) => sum + (row.annual ?? 0), 0)).toBe(5 - holidays!.count);
    expect(report.totals.total).toBe(report.rows.reduce((sum, row) => sum + row.total, 0));
    // pending requests are on the calendar, not in the sums
    expect(report.absences.some((absence) => absence.status === 'pending')).toBe(true);
    const cobalt = leaveReportSchema.parse(
      (
        await call(
          ADMIN,
          'GET',
          `/v2/leave/report?from=${week.from}&to=${week.to}&projectId=${seedId('project', 'acme', 'cobalt')}`,
        )
      ).json(),
    );
    expect(cobalt.rows.some((row) => row.peer._id === seedId('user', 'acme', 6))).toBe(false);
    const onlyPeer6 = leaveReportSchema.parse(
      (
        await call(ADMIN, 'GET', `/v2/leave/report?from=${week.from}&to=${week.to}&userId=${seedId('user', 'acme', 6)}`)
      ).json(),
    );
    expect(new Set(onlyPeer6.rows.map((row) => row.peer._id))).toEqual(new Set([seedId('user', 'acme', 6)]));
    const bad = errorEnvelopeSchema.parse(
      (await call(ADMIN, 'GET', `/v2/leave/report?from=${week.to}&to=${week.from}`)).json(),
    );
    expect(bad.details).toMatchObject([{ field: 'to', message: 'must be on or after from' }]);
    expect(
      (
        await call(
          'admin@globex.test',
          'GET',
          `/v2/leave/report?from=${week.from}&to=${week.to}&projectId=${seedId('project', 'acme', 'atlas')}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('exports CSV with a header and a total row', async () => {
    const response = await call(ADMIN, 'GET', `/v2/leave/report.csv?from=${week.from}&to=${week.to}`);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Peer,Month,Annual,Sick,Unpaid,Other,Total');
    expect(lines.at(-1)).toMatch(/^Total,,/);
  });

  it("writes the CSV in the reader's language, leave types and the total row included", async () => {
    const url = `/v2/leave/report.csv?from=${week.from}&to=${week.to}`;
    const german = 'Person,Monat,Jahresurlaub,Krankheit,Unbezahlt,Sonstige,Summe';
    const arabic = 'الزميل,الشهر,سنوية,مرضية,بدون أجر,أخرى,المجموع';
    expect(await headerRowsOf(server, ADMIN, url)).toEqual({
      de: german,
      ar: arabic,
      browserDe: german,
      browserAr: arabic,
      browserFr: 'Peer,Month,Annual,Sick,Unpaid,Other,Total',
    });
    const lastLine = async (language: string) =>
      (await csvOfUrl(server, ADMIN, url, { 'accept-language': language })).trimEnd().split('\r\n').at(-1);
    expect(await lastLine('de')).toMatch(/^Summe,,/);
    expect(await lastLine('ar')).toMatch(/^المجموع,,/);
  });
});

describe('privacy by level (docs/privacy.md)', () => {
  const range = () => `from=${weekDay(-1, 0)}&to=${weekDay(1, 6)}`;
  const peer = (n: number) => seedId('user', 'acme', n);
  const report = async (email: string) =>
    leaveReportSchema.parse((await call(email, 'GET', `/v2/leave/report?${range()}`)).json());

  it('shows a member colleagues as away with dates only, in the report, the calendar and the CSV', async () => {
    const seen = await report(MEMBER);
    const others = seen.absences.filter((absence) => absence.peer._id !== peer(2));
    expect(others.length).toBeGreaterThan(0);
    for (const absence of others) expect(absence).not.toHaveProperty('type');
    for (const row of seen.rows.filter((entry) => entry.peer._id !== peer(2)))
      expect(Object.keys(row).sort()).toEqual(['month', 'peer', 'total']);
    expect(Object.keys(seen.totals)).toEqual(['total']);
    const csv = (await call(MEMBER, 'GET', `/v2/leave/report.csv?${range()}`)).body.trim().split('\r\n');
    const peer4Name = seen.absences.find((absence) => absence.peer._id === peer(4))!.peer.name;
    // Sick is only the header: the member sees peer 4's day away, not that it was sick leave
    expect(csv.find((line) => line.startsWith(peer4Name))).toMatch(/^[^,]+,\d{4}-\d{2},,,,,1$/);
  });

  it('shows type to the manager of a project the person is on, and to level3, but not to the manager of another project', async () => {
    const managed = await report(MANAGER);
    expect(managed.absences.find((absence) => absence.peer._id === peer(4))).toMatchObject({ type: 'sick' });
    expect(managed.rows.find((row) => row.peer._id === peer(4))).toMatchObject({ sick: 1, total: 1 });
    expect((await report(ADMIN)).absences.find((absence) => absence.peer._id === peer(8))).toMatchObject({
      type: 'sick',
    });
    // peer 5 manages Cobalt only: it sees its own team's leave in detail, no one else's
    const otherManager = await report(await emailOf(5));
    expect(otherManager.absences.some((absence) => absence.peer._id === peer(4))).toBe(false);
  });

  it("gives balances of one's own; level3 anyone's; level2 their projects' people; 404 otherwise", async () => {
    const balances = (email: string, userId: string) => call(email, 'GET', `/v2/leave/balances?userId=${userId}`);
    expect((await balances(MEMBER, peer(4))).statusCode).toBe(404);
    expect((await balances(MEMBER, peer(2))).statusCode).toBe(200);
    expect((await balances(MANAGER, peer(4))).statusCode).toBe(200);
    expect((await balances(await emailOf(5), peer(4))).statusCode).toBe(404);
    expect((await balances(ADMIN, peer(27))).statusCode).toBe(200);
    expect((await balances('admin@globex.test', peer(4))).statusCode).toBe(404);
  });
});

describe('consensus links', () => {
  let token = '';
  let requestId = '';

  beforeAll(async () => {
    const created = createLeaveResponseSchema.parse(
      (await request(MEMBER, { type: 'annual', fromDate: '2044-05-09', toDate: '2044-05-10' })).json(),
    );
    requestId = created.request._id;
    const inbox = notificationListSchema.parse((await call(MANAGER, 'GET', '/v2/notifications?perPage=40')).json());
    const link = inbox.items.find(
      (item) => item.link?.startsWith('/consensus#token=') && item.title.includes('2044-05-09'),
    )!.link!;
    token = consensusTokenOf(link);
  });

  const view = (value: string) =>
    server.app.inject({ method: 'POST', url: '/v2/leave/consensus/view', payload: { token: value } });

  it('keep no token in a stored notification, nor take one in a query string', async () => {
    const stored = await server.db.query<{ link: string }>(
      "SELECT link FROM notifications WHERE link LIKE '/consensus%'",
    );
    expect(stored.length).toBeGreaterThan(0);
    for (const { link } of stored) expect(link).toMatch(/^\/consensus#request=[0-9a-f-]{36}$/);
    const inQuery = await server.app.inject({
      method: 'GET',
      url: `/v2/leave/consensus?token=${encodeURIComponent(token)}`,
    });
    expect(inQuery.statusCode).toBe(404);
  });

  it('reach colleagues on the requester’s projects, with a token that names no plain data', async () => {
    expect(token).not.toContain(requestId);
    const shown = consensusViewSchema.parse((await view(token)).json());
    expect(shown).toMatchObject({ fromDate: '2044-05-09', toDate: '2044-05-10', days: 2, answer: null });
    // a colleague sees the requester away on those dates, never the kind of leave
    expect(shown).not.toHaveProperty('type');
  });

  it('refuse a tampered token', async () => {
    const [body, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { exp: number };
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400_000 })).toString('base64url');
    expect((await view(`${forged}.${signature}`)).statusCode).toBe(401);
    expect((await view(`${body}.${signature.slice(0, -2)}xx`)).statusCode).toBe(401);
    expect((await view('garbage')).statusCode).toBe(401);
  });

  it('record the answer once, and the approver sees it', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/v2/leave/consensus',
      payload: { token, answer: 'can_manage' },
    });
    expect(consensusViewSchema.parse(answer.json()).answer).toBe('can_manage');
    const again = await server.app.inject({
      method: 'POST',
      url: '/v2/leave/consensus',
      payload: { token, answer: 'all_good' },
    });
    expect(again.statusCode).toBe(409);
    const bad = await server.app.inject({
      method: 'POST',
      url: '/v2/leave/consensus',
      payload: { token, answer: 'maybe' },
    });
    expect(errorEnvelopeSchema.parse(bad.json()).details?.[0]?.field).toBe('answer');
    const coverage = coverageSchema.parse(
      (await call(ADMIN, 'GET', `/v2/leave/requests/${requestId}/coverage`)).json(),
    );
    expect(coverage.answers).toEqual([
      expect.objectContaining({
        peer: { _id: seedId('user', 'acme', 1), name: expect.any(String) },
        answer: 'can_manage',
      }),
    ]);
  });
  it('take no answer once the request is decided, approved included', async () => {
    const created = createLeaveResponseSchema.parse(
      (await request(MEMBER, { type: 'annual', fromDate: '2044-06-06', toDate: '2044-06-07' })).json(),
    );
    const inbox = notificationListSchema.parse((await call(MANAGER, 'GET', '/v2/notifications?perPage=40')).json());
    const decided = consensusTokenOf(
      inbox.items.find((item) => item.link?.startsWith('/consensus#token=') && item.title.includes('2044-06-06'))!
        .link!,
    );
    expect(
      (await call(MANAGER, 'POST', `/v2/leave/requests/${created.request._id}/decision`, { decision: 'approve' }))
        .statusCode,
    ).toBe(200);
    expect(consensusViewSchema.parse((await view(decided)).json())).toMatchObject({ status: 'approved', answer: null });
    const late = await server.app.inject({
      method: 'POST',
      url: '/v2/leave/consensus',
      payload: { token: decided, answer: 'all_good' },
    });
    expect(late.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(late.json()).message).toBe(
      'This request was already approved, so no answer is needed.',
    );
  });

  it('die with their colleague’s rights: a deactivated colleague’s link neither shows nor records', async () => {
    const created = createLeaveResponseSchema.parse(
      (await request(MEMBER, { type: 'annual', fromDate: '2044-07-04', toDate: '2044-07-05' })).json(),
    );
    const inbox = notificationListSchema.parse((await call(MANAGER, 'GET', '/v2/notifications?perPage=40')).json());
    const gone = consensusTokenOf(
      inbox.items.find((item) => item.link?.startsWith('/consensus#token=') && item.title.includes('2044-07-04'))!
        .link!,
    );
    const manager = seedId('user', 'acme', 1);
    await server.db.query('UPDATE users SET is_active = false WHERE id = $1', [manager]);
    try {
      const shown = await view(gone);
      const answered = await server.app.inject({
        method: 'POST',
        url: '/v2/leave/consensus',
        payload: { token: gone, answer: 'all_good' },
      });
      for (const refused of [shown, answered]) {
        expect(refused.statusCode).toBe(401);
        expect(errorEnvelopeSchema.parse(refused.json()).code).toBe('leave.linkColleagueGone');
      }
      const [row] = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM leave_consensus_answers WHERE request_id = $1',
        [created.request._id],
      );
      expect(row!.n).toBe(0);
    } finally {
      await server.db.query('UPDATE users SET is_active = true WHERE id = $1', [manager]);
    }
  });
});

// these move the server's clock forward: keep them last
describe('after time passes', () => {
  it('a consensus link expires, and leave that has started cannot be cancelled', async () => {
    const start = addIsoDays(weekDay(2, 0), 7);
    const created = createLeaveResponseSchema.parse(
      (await request(MEMBER, { type: 'sick', fromDate: start, toDate: start })).json(),
    );
    const inbox = notificationListSchema.parse((await call(MANAGER, 'GET', '/v2/notifications?perPage=40')).json());
    const link = inbox.items.find((item) => item.title.includes(start))!.link!;
    const token = consensusTokenOf(link);
    server.clock.advance(8 * 86_400_000);
    const expired = await server.app.inject({ method: 'POST', url: '/v2/leave/consensus/view', payload: { token } });
    expect(expired.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(expired.json()).message).toBe('This consensus link has expired.');
    server.clock.advance(14 * 86_400_000);
    const late = await call(MEMBER, 'POST', `/v2/leave/requests/${created.request._id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(late.json()).message).toMatch(/already started/);
  });
});

describe('leave policy', () => {
  const policyRows = async () =>
    await server.db.query<{ type: string; days: string | null; cap: string }>(
      'SELECT type, days_per_year::text AS days, carry_over_cap::text AS cap FROM leave_policies ORDER BY company_id, type',
    );
  const body = (sick: object) => ({
    items: [
      { type: 'annual', daysPerYear: 20, carryOverCap: 5 },
      { type: 'sick', daysPerYear: 12, carryOverCap: 0, ...sick },
      { type: 'unpaid', daysPerYear: null, carryOverCap: 0 },
      { type: 'other', daysPerYear: 3, carryOverCap: 0 },
    ],
  });

  it('is readable by everyone, editable by level3 only, and balances follow it at once', async () => {
    const seen = leavePolicySchema.parse((await call(MEMBER, 'GET', '/v2/leave/policy')).json());
    expect(seen.canEdit).toBe(false);
    expect(seen.items.find((item) => item.type === 'sick')).toEqual({ type: 'sick', daysPerYear: 10, carryOverCap: 0 });
    expect(leavePolicySchema.parse((await call(ADMIN, 'GET', '/v2/leave/policy')).json()).canEdit).toBe(true);
    expect((await call(MANAGER, 'PUT', '/v2/leave/policy', body({}))).statusCode).toBe(403);
    expect((await call(MEMBER, 'PUT', '/v2/leave/policy', body({}))).statusCode).toBe(403);

    const saved = await call(ADMIN, 'PUT', '/v2/leave/policy', body({ daysPerYear: 12.5 }));
    expect(saved.statusCode).toBe(200);
    expect(leavePolicySchema.parse(saved.json()).items.find((item) => item.type === 'sick')).toEqual({
      type: 'sick',
      daysPerYear: 12.5,
      carryOverCap: 0,
    });
    const balances = leaveBalancesSchema.parse((await call(MEMBER, 'GET', '/v2/leave/balances?year=2049')).json());
    expect(balances.items.find((item) => item.type === 'sick')).toMatchObject({ entitled: 12.5, remaining: 12.5 });
  });

  it('refuses a bad policy naming the field, and changes nothing', async () => {
    const before = await policyRows();
    const refusals: Array<[object, string]> = [
      [body({ carryOverCap: 13 }), 'items.1.carryOverCap'],
      [body({ daysPerYear: 0.3 }), 'items.1.daysPerYear'],
      [body({ daysPerYear: -1 }), 'items.1.daysPerYear'],
      [body({ daysPerYear: 'ten' }), 'items.1.daysPerYear'],
      [{ items: body({}).items.slice(0, 3) }, 'items'],
      [{}, 'items'],
    ];
    for (const [payload, field] of refusals) {
      const response = await call(ADMIN, 'PUT', '/v2/leave/policy', payload);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).details?.map((detail) => detail.field)).toContain(field);
    }
    expect(await policyRows()).toEqual(before);
  });
});
