import {
  appsAvailabilitySchema,
  mainSearchResponseSchema,
  auditPageSchema,
  companySettingsSchema,
  loginResponseSchema,
  sessionUserSchema,
  type AuditEntry,
  type AuditKind,
} from '@timely/contract';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { csvOfUrl, headerRowsOf } from '../testing/csv-language.js';

/**
 * Issue #33: the audit log. Each admin-level change writes its entry in its own transaction, with who,
 * when, what and the values before and after; GET /v2/audit-log pages and filters the caller's company
 * only, and /export gives the same as CSV.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ signupOpen: true });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const ADMIN = 'admin@acme.test';
const headersOf = (email: string) => server.authHeaders(email);
async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, email = ADMIN) {
  return server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: await headersOf(email) });
}
async function auditLog(query = '', email = ADMIN) {
  const response = await call('GET', `/v2/audit-log${query}`, undefined, email);
  expect(response.statusCode).toBe(200);
  return auditPageSchema.parse(response.json());
}
/** The newest entry of a kind in Acme's log. */
async function latest(kind: AuditKind): Promise<AuditEntry> {
  const [entry] = (await auditLog(`?kind=${kind}&perPage=10`)).items;
  if (!entry) throw new Error(`no ${kind} entry`);
  return entry;
}
const adminId = async () =>
  (await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ADMIN]))[0]!.id;
const entryCount = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;

describe('each admin-level change is recorded with who, what and the values before and after', () => {
  let peerId: string;

  it('a peer added, their level changed, deactivated, deleted and restored', async () => {
    const added = await call('POST', '/v2/peers', {
      name: 'Audit Person',
      employeeId: 'AC-AUD-1',
      email: 'audit.person@acme.test',
      level: 'level1',
    });
    expect(added.statusCode).toBe(201);
    peerId = added.json()._id;
    const entry = await latest('peer.added');
    expect(entry).toMatchObject({
      actor: { _id: await adminId(), name: 'Ada Admin' },
      target: { type: 'peer', _id: peerId, label: 'Audit Person' },
      before: null,
    });
    expect(entry.after).toMatchObject({ name: 'Audit Person', email: 'audit.person@acme.test', level: 'level1' });
    expect(JSON.stringify(entry.after)).not.toMatch(/password|\$2[aby]\$/i);

    expect((await call('PATCH', `/v2/peers/${peerId}`, { level: 'level2' })).statusCode).toBe(200);
    expect(await latest('peer.level_changed')).toMatchObject({
      before: { level: 'level1' },
      after: { level: 'level2' },
    });

    expect((await call('PATCH', `/v2/peers/${peerId}`, { isActive: false })).statusCode).toBe(200);
    expect(await latest('peer.deactivated')).toMatchObject({ before: { isActive: true }, after: { isActive: false } });

    expect((await call('DELETE', `/v2/peers/${peerId}`)).statusCode).toBe(200);
    expect((await latest('peer.deleted')).target).toEqual({ type: 'peer', _id: peerId, label: 'Audit Person' });
    expect((await call('POST', `/v2/peers/${peerId}/restore`)).statusCode).toBe(200);
    expect((await latest('peer.restored')).target._id).toBe(peerId);
  });

  it('an edit that changes nothing is not an entry', async () => {
    const before = await entryCount();
    expect((await call('PATCH', `/v2/peers/${peerId}`, { name: 'Audit Person' })).statusCode).toBe(200);
    expect(await entryCount()).toBe(before);
  });

  it('option lists: added, renamed, deleted', async () => {
    const created = await call('POST', '/v2/options/designations', { name: 'Audit Designation' });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    expect(await latest('option.created')).toMatchObject({
      target: { type: 'option', _id: id, label: 'designation: Audit Designation' },
      after: { list: 'designations', name: 'Audit Designation' },
    });
    expect((await call('PATCH', `/v2/options/designations/${id}`, { name: 'Audit Renamed' })).statusCode).toBe(200);
    expect(await latest('option.updated')).toMatchObject({
      before: { list: 'designations', name: 'Audit Designation' },
      after: { list: 'designations', name: 'Audit Renamed' },
    });
    expect((await call('DELETE', `/v2/options/designations/${id}`)).statusCode).toBe(200);
    expect(await latest('option.deleted')).toMatchObject({
      target: { label: 'designation: Audit Renamed' },
      before: { name: 'Audit Renamed' },
      after: null,
    });
  });

  it('the leave policy', async () => {
    const policy = (await call('GET', '/v2/leave/policy')).json() as {
      items: Array<{ type: string; daysPerYear: number | null; carryOverCap: number }>;
    };
    const items = policy.items.map((item) => (item.type === 'annual' ? { ...item, daysPerYear: 27 } : item));
    expect((await call('PUT', '/v2/leave/policy', { items })).statusCode).toBe(200);
    const entry = await latest('leave_policy.changed');
    expect(entry.after).toEqual({ annual: expect.objectContaining({ daysPerYear: 27 }) });
    expect(Object.keys(entry.before!)).toEqual(['annual']);
  });

  it('TV links created and revoked', async () => {
    const created = await call('POST', '/v2/kpis/tv-links', { label: 'Audit wall' });
    expect(created.statusCode).toBe(201);
    const id = created.json().link._id as string;
    expect(await latest('tv_link.created')).toMatchObject({
      target: { type: 'tv_link', _id: id, label: 'Audit wall' },
    });
    expect(JSON.stringify(await latest('tv_link.created'))).not.toContain(created.json().key);
    expect((await call('DELETE', `/v2/kpis/tv-links/${id}`)).statusCode).toBe(200);
    expect(await latest('tv_link.revoked')).toMatchObject({ target: { _id: id }, after: { revoked: true } });
  });

  it('a sprint and a project deleted', async () => {
    const [sprint] = await server.db.query<{ id: string; name: string }>(
      "SELECT s.id, s.name FROM sprints s JOIN companies c ON c.id = s.company_id WHERE c.slug = 'acme' AND s.closed_at IS NULL AND s.deleted_at IS NULL ORDER BY s.start_date DESC LIMIT 1",
    );
    expect((await call('DELETE', `/v2/sprints/${sprint!.id}`)).statusCode).toBe(200);
    expect(await latest('sprint.deleted')).toMatchObject({
      target: { type: 'sprint', _id: sprint!.id },
      before: { name: sprint!.name },
    });

    const [project] = await server.db.query<{ id: string; name: string }>(
      "SELECT p.id, p.name FROM projects p JOIN companies c ON c.id = p.company_id WHERE c.slug = 'acme' AND p.deleted_at IS NULL ORDER BY p.name LIMIT 1",
    );
    expect((await call('DELETE', `/v2/projects/${project!.id}?force=true`)).statusCode).toBe(200);
    expect(await latest('project.deleted')).toMatchObject({
      target: { type: 'project', _id: project!.id, label: project!.name },
      before: { name: project!.name },
    });
  });

  it('a workspace created, in its own company only', async () => {
    const asked = await server.app.inject({
      method: 'POST',
      url: '/v2/workspaces',
      payload: { companyName: 'Audit Co', adminName: 'Ann Auditor', adminEmail: 'ann@audit.test' },
      remoteAddress: '10.3.3.3',
    });
    expect(asked.statusCode).toBe(202);
    await server.settle();
    const link = server.mails.findLast((mail) => mail.to === 'ann@audit.test')?.text.match(/confirm#token=(\S+)/);
    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/workspaces/confirm',
      payload: { token: decodeURIComponent(link![1]!), password: 'Audit company 2026' },
      remoteAddress: '10.3.3.3',
    });
    expect(response.statusCode).toBe(201);
    const session = loginResponseSchema.parse(response.json());
    const own = auditPageSchema.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: '/v2/audit-log',
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).json(),
    );
    expect(own.items).toEqual([
      expect.objectContaining({
        kind: 'workspace.created',
        actor: { _id: session.user._id, name: 'Ann Auditor' },
        target: { type: 'company', _id: session.user.company, label: 'Audit Co' },
      }),
    ]);
    expect((await auditLog('?kind=workspace.created')).total).toBe(0);
  });
});

describe('in the same transaction as the change', () => {
  it('a refused change leaves no entry', async () => {
    const before = await entryCount();
    expect((await call('POST', '/v2/options/designations', { name: 'Lead' })).statusCode).toBe(409);
    expect(
      (await call('POST', '/v2/peers', { name: 'Dup', employeeId: 'AC-DUP', email: ADMIN, level: 'level1' }))
        .statusCode,
    ).toBe(409);
    expect(await entryCount()).toBe(before);
  });

  it('a change whose entry cannot be written is not made', async () => {
    const [designation] = await server.db.query<{ id: string }>(
      "SELECT d.id FROM designations d JOIN companies c ON c.id = d.company_id WHERE c.slug = 'acme' AND d.name = 'Trainee'",
    );
    await server.db.query('ALTER TABLE audit_log ADD CONSTRAINT audit_log_test_refuses CHECK (false) NOT VALID');
    try {
      expect(
        (await call('PATCH', `/v2/options/designations/${designation!.id}`, { name: 'Apprentice' })).statusCode,
      ).toBe(500);
      expect((await call('POST', '/v2/kpis/tv-links', { label: 'Never made' })).statusCode).toBe(500);
    } finally {
      await server.db.query('ALTER TABLE audit_log DROP CONSTRAINT audit_log_test_refuses');
    }
    const [row] = await server.db.query<{ name: string }>('SELECT name FROM designations WHERE id = $1', [
      designation!.id,
    ]);
    expect(row!.name).toBe('Trainee');
    expect(await server.db.query("SELECT id FROM kpi_tv_links WHERE label = 'Never made'")).toEqual([]);
  });
});

describe('GET /v2/audit-log', () => {
  it('pages newest first and filters by actor, kind and days', async () => {
    const all = await auditLog('?perPage=10');
    // five peer changes, three option changes, the policy, two TV link changes, a sprint and a project
    expect(all.total).toBe(13);
    expect(all.items).toHaveLength(10);
    const times = all.items.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await auditLog('?perPage=10&page=2');
    expect(second.items.map((entry) => entry._id)).not.toContain(all.items[0]!._id);

    const byAdmin = await auditLog(`?actorId=${await adminId()}&perPage=40`);
    expect(byAdmin.total).toBe(all.total);
    const [member] = await server.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'member@acme.test'");
    expect((await auditLog(`?actorId=${member!.id}`)).total).toBe(0);

    expect((await auditLog('?kind=option.created')).items.every((entry) => entry.kind === 'option.created')).toBe(true);
    // the admin's day on their own clock (the seed puts them in Asia/Kolkata)
    const [admin] = await server.db.query<{ time_zone: string }>(
      "SELECT time_zone FROM users WHERE email = 'admin@acme.test'",
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: admin!.time_zone }).format(server.app.now());
    expect((await auditLog(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await auditLog('?from=2001-01-01&to=2001-12-31')).total).toBe(0);
  });

  it('refuses a bad filter naming it', async () => {
    for (const [query, field] of [
      ['?kind=peer.eaten', 'kind'],
      ['?targetType=planet', 'targetType'],
      ['?targetId=nothing', 'targetId'],
      ['?from=2026-02-30', 'from'],
      ['?from=2026-03-02&to=2026-03-01', 'to'],
      ['?actorId=nobody', 'actorId'],
      ['?perPage=7', 'perPage'],
      ['?secret=1', 'secret'],
    ] as const) {
      const response = await call('GET', `/v2/audit-log${query}`);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain(field);
    }
  });

  it("takes from and to as the reader's days, in their time zone", async () => {
    // 20:00 UTC on 28 February 2021 is already 1 March, 01:30, for the admin in Asia/Kolkata
    const [entry] = await server.db.query<{ id: string }>(
      `INSERT INTO audit_log (company_id, actor_id, kind, target_type, target_label, created_at)
       SELECT company_id, id, 'option.created', 'option', 'Late evening', '2021-02-28T20:00:00Z'
       FROM users WHERE email = 'admin@acme.test' RETURNING id`,
    );
    try {
      const march = await auditLog('?from=2021-03-01&to=2021-03-01');
      expect(march.items.map((item) => item._id)).toEqual([entry!.id]);
      expect((await auditLog('?from=2021-02-28&to=2021-02-28')).total).toBe(0);
    } finally {
      await server.db.query('DELETE FROM audit_log WHERE id = $1', [entry!.id]);
    }
  });

  it('filters by target: a type of thing, or one thing of it', async () => {
    const peers = await auditLog('?targetType=peer&perPage=40');
    expect(peers.total).toBeGreaterThan(1);
    expect(peers.items.every((entry) => entry.target.type === 'peer')).toBe(true);
    const level = peers.items.find((entry) => entry.kind === 'peer.level_changed')!;
    const oneId = level.target._id!;
    const one = await auditLog(`?targetType=peer&targetId=${oneId}&perPage=40`);
    expect(one.total).toBe(peers.items.filter((entry) => entry.target._id === oneId).length);
    expect((await auditLog(`?targetId=${oneId}&kind=peer.level_changed`)).items.map((entry) => entry._id)).toEqual([
      level._id,
    ]);
    expect((await auditLog(`?targetType=project&targetId=${oneId}`)).total).toBe(0);

    // the CSV takes the same filter and keeps the structured columns: the recorded values as JSON
    const csv = await call('GET', `/v2/audit-log/export?targetType=peer&targetId=${oneId}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines.length).toBe(one.total + 1);
    const asCsvCell = (value: unknown) => `"${JSON.stringify(value).replaceAll('"', '""')}"`;
    expect(csv.body).toContain(`,peer,${level.target.label},${asCsvCell(level.before)},${asCsvCell(level.after)}`);
  });

  it('is for company admins only, filtered or not', async () => {
    for (const email of ['member@acme.test', 'manager@acme.test']) {
      for (const url of ['/v2/audit-log?targetType=peer', '/v2/audit-log/export?targetType=peer']) {
        expect((await call('GET', url, undefined, email)).statusCode).toBe(403);
      }
    }
  });

  it("never shows another company's rows, even filtered by one of its people", async () => {
    const globex = await auditLog(`?actorId=${await adminId()}`, 'admin@globex.test');
    expect(globex.total).toBe(0);
    const everything = await auditLog('?perPage=40', 'admin@globex.test');
    const acmeIds = new Set(
      (
        await server.db.query<{ id: string }>(
          "SELECT a.id FROM audit_log a JOIN companies c ON c.id = a.company_id WHERE c.slug = 'acme'",
        )
      ).map((row) => row.id),
    );
    expect(everything.items.filter((entry) => acmeIds.has(entry._id))).toEqual([]);
  });

  it('exports the filtered log as CSV', async () => {
    const response = await call('GET', '/v2/audit-log/export?kind=option.updated');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('audit-log.csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Who,What,Target type,Target,Before,After');
    expect(lines.slice(1).every((line) => line.includes(',Ada Admin,option.updated,option,'))).toBe(true);
    expect(lines.length).toBe((await auditLog('?kind=option.updated')).total + 1);
  });

  it("writes the CSV in the reader's language, what changed included", async () => {
    const url = '/v2/audit-log/export?kind=option.updated';
    const german = 'Wann (UTC),Wer,Was,Art des Betroffenen,Betroffen,Vorher,Nachher';
    const arabic = 'متى (UTC),من,ماذا,نوع الهدف,الهدف,قبل,بعد';
    expect(await headerRowsOf(server, ADMIN, url)).toEqual({
      de: german,
      ar: arabic,
      browserDe: german,
      browserAr: arabic,
      browserFr: 'When (UTC),Who,What,Target type,Target,Before,After',
    });
    const lines = (await csvOfUrl(server, ADMIN, url, { 'accept-language': 'de' })).trim().split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(',Ada Admin,Option geändert,option,'))).toBe(true);
  });
});

describe('/v2/company/settings', () => {
  it("reads and changes the company's name, time zone and working week, recording what changed", async () => {
    expect(companySettingsSchema.parse((await call('GET', '/v2/company/settings')).json())).toEqual({
      name: 'Acme',
      timeZone: 'UTC',
      workingDays: [1, 2, 3, 4, 5],
      logoUrl: null,
      hideApps: false,
    });
    const changed = await call('PATCH', '/v2/company/settings', {
      name: 'Acme Ltd',
      timeZone: 'Europe/London',
      workingDays: [0, 4, 3, 2, 1],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      name: 'Acme Ltd',
      timeZone: 'Europe/London',
      workingDays: [0, 1, 2, 3, 4],
      logoUrl: null,
      hideApps: false,
    });
    expect(await latest('settings.changed')).toMatchObject({
      target: { type: 'company', label: 'Acme Ltd' },
      before: { name: 'Acme', timeZone: 'UTC', workingDays: [1, 2, 3, 4, 5] },
      after: { name: 'Acme Ltd', timeZone: 'Europe/London', workingDays: [0, 1, 2, 3, 4] },
    });
    // the session shows the new name and working week (what every week on screen starts from); Globex's are its own
    const signedIn = await server.login(ADMIN);
    expect(signedIn.user).toMatchObject({ companyName: 'Acme Ltd', companyWorkingDays: [0, 1, 2, 3, 4] });
    expect(sessionUserSchema.parse((await call('GET', '/v2/me')).json()).companyWorkingDays).toEqual([0, 1, 2, 3, 4]);
    expect(
      sessionUserSchema.parse((await call('GET', '/v2/me', undefined, 'admin@globex.test')).json()).companyWorkingDays,
    ).toEqual([1, 2, 3, 4, 5]);
    expect(
      companySettingsSchema.parse((await call('GET', '/v2/company/settings', undefined, 'admin@globex.test')).json())
        .name,
    ).toBe('Globex');
  });

  it('counts leave by the working week it sets (Sunday to Thursday: Thursday to Sunday is 2 days)', async () => {
    expect((await call('PATCH', '/v2/company/settings', { workingDays: [0, 1, 2, 3, 4] })).statusCode).toBe(200);
    // 2043-12-17 is a Thursday: Thursday and Sunday count, Friday and Saturday are the weekend
    const created = await call(
      'POST',
      '/v2/leave/requests',
      { type: 'annual', fromDate: '2043-12-17', toDate: '2043-12-20', reason: 'Trip' },
      'member@acme.test',
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().request.days).toBe(2);
    const balances = await call('GET', '/v2/leave/balances?year=2043', undefined, 'member@acme.test');
    expect(balances.json().items.find((item: { type: string }) => item.type === 'annual')).toMatchObject({
      pending: 2,
    });
    // Friday and Saturday alone hold no working day
    const weekend = await call(
      'POST',
      '/v2/leave/requests',
      { type: 'annual', fromDate: '2043-12-18', toDate: '2043-12-19', reason: 'Trip' },
      'member@acme.test',
    );
    expect(weekend.statusCode).toBe(400);
  });

  it("hides the demo apps from the company's menu and search, audited, and shows them again", async () => {
    const availability = async (email: string) =>
      appsAvailabilitySchema.parse((await call('GET', '/v2/apps/availability', undefined, email)).json());
    const searchedPages = async (email: string) =>
      mainSearchResponseSchema
        .parse((await call('GET', '/api/main-search/data?q=mail', undefined, email)).json())
        .searchResult.find((group) => group.groupTitle === 'Pages')!
        .data.map((page) => page.link);
    expect(await availability('member@acme.test')).toEqual({ available: true, reason: null });
    expect(await searchedPages('member@acme.test')).toEqual(['/email/inbox']);

    const hidden = await call('PATCH', '/v2/company/settings', { hideApps: true });
    expect(hidden.statusCode).toBe(200);
    expect(companySettingsSchema.parse(hidden.json()).hideApps).toBe(true);
    expect(await latest('settings.changed')).toMatchObject({
      before: { hideApps: false },
      after: { hideApps: true },
    });
    expect(await availability('member@acme.test')).toEqual({ available: false, reason: 'hidden-by-company' });
    expect(await searchedPages('member@acme.test')).toEqual([]);
    // another company's people still have them
    expect(await availability('admin@globex.test')).toEqual({ available: true, reason: null });

    expect((await call('PATCH', '/v2/company/settings', { hideApps: false })).statusCode).toBe(200);
    expect(await availability('member@acme.test')).toEqual({ available: true, reason: null });
  });

  it('refuses bad values naming the field, and an unknown field', async () => {
    for (const [payload, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(200) }, 'name'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ workingDays: [] }, 'workingDays'],
      [{ workingDays: [1, 1] }, 'workingDays'],
      [{ workingDays: [7] }, 'workingDays'],
      [{ hideApps: 'yes' }, 'hideApps'],
      [{ slug: 'x' }, 'slug'],
    ] as const) {
      const response = await call('PATCH', '/v2/company/settings', payload);
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(JSON.stringify(response.json().details)).toContain(field);
    }
  });
});
