import {
  auditPageSchema,
  companySettingsSchema,
  holidayImportResultSchema,
  managedOptionListsSchema,
  optionsResponseSchema,
  sessionUserSchema,
  workModeWeekSchema,
  type AuditKind,
} from '@timely/contract';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { multipartFile, TINY_PNG, zipOf } from '../testing/uploads.js';

/**
 * Issue #33, the company settings screen's API: option lists ordered and retired, public holidays from a
 * CSV (previewed, then saved in one transaction), the company's logo, and the Overview's week following
 * the company's working week. Each change has its audit entry.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const ADMIN = 'admin@acme.test';
async function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, email = ADMIN) {
  return server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: await server.authHeaders(email) });
}
async function latest(kind: AuditKind) {
  const response = await call('GET', `/v2/audit-log?kind=${kind}&perPage=10`);
  const [entry] = auditPageSchema.parse(response.json()).items;
  if (!entry) throw new Error(`no ${kind} entry`);
  return entry;
}
const managed = async () => managedOptionListsSchema.parse((await call('GET', '/v2/company/option-lists')).json());
const offered = async () => optionsResponseSchema.parse((await call('GET', '/v2/options')).json());

describe('option lists: order and retire', () => {
  it('lists every entry with how many records use it, and puts a list in a new order', async () => {
    const roles = (await managed())['job-roles'];
    expect(roles.length).toBeGreaterThan(2);
    expect(roles.every((role) => !role.retired)).toBe(true);
    expect(roles.some((role) => role.inUse > 0)).toBe(true);
    const reversed = [...roles].reverse().map((role) => role._id);
    const response = await call('PUT', '/v2/options/job-roles/order', { ids: reversed });
    expect(response.statusCode).toBe(200);
    expect((await offered()).jobRoles.map((role) => role._id)).toEqual(reversed);
    const entry = await latest('option.reordered');
    expect(entry.before).toEqual({ list: 'job-roles', order: roles.map((role) => role.name) });
    expect(entry.after).toEqual({ list: 'job-roles', order: [...roles].reverse().map((role) => role.name) });
    // a new entry goes last
    const added = await call('POST', '/v2/options/job-roles', { name: 'Data Analyst' });
    expect(added.statusCode).toBe(201);
    expect((await offered()).jobRoles.at(-1)?.name).toBe('Data Analyst');
  });

  it('refuses an order that leaves out, repeats or invents an entry, naming ids', async () => {
    const ids = (await managed())['job-roles'].map((role) => role._id);
    for (const bad of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), '00000000-0000-4000-8000-000000000000']]) {
      const response = await call('PUT', '/v2/options/job-roles/order', { ids: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].field).toBe('ids');
    }
    expect((await call('PUT', '/v2/options/job-roles/order', { ids: 'x' })).statusCode).toBe(400);
  });

  it('a retired entry stays on the records that use it, is no longer offered, and can be offered again', async () => {
    const designer = (await managed())['job-roles'].find((role) => role.name === 'Designer')!;
    expect(designer.inUse).toBeGreaterThan(0);
    const retired = await call('PATCH', `/v2/options/job-roles/${designer._id}`, { retired: true });
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({ name: 'Designer', retired: true });
    expect((await offered()).jobRoles.map((role) => role.name)).not.toContain('Designer');
    expect((await managed())['job-roles'].find((role) => role._id === designer._id)).toMatchObject({ retired: true });
    // the peers who have it still show it by name
    const [peer] = await server.db.query<{ id: string }>(
      'SELECT id FROM users WHERE job_role_id = $1 AND deleted_at IS NULL LIMIT 1',
      [designer._id],
    );
    const shown = await call('GET', `/v2/peers/${peer!.id}`);
    expect(shown.json().jobRole).toEqual({ _id: designer._id, name: 'Designer' });
    const entry = await latest('option.updated');
    expect(entry.before).toEqual({ list: 'job-roles', retired: false });
    expect(entry.after).toEqual({ list: 'job-roles', retired: true });
    // still in use: deleting it is refused with the count
    const deleted = await call('DELETE', `/v2/options/job-roles/${designer._id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toMatch(/\d+ (peer|activity type)s?/);
    await call('PATCH', `/v2/options/job-roles/${designer._id}`, { retired: false });
    expect((await offered()).jobRoles.map((role) => role.name)).toContain('Designer');
  });

  it('a retired entry cannot be newly chosen, while the records that have it can still be edited', async () => {
    const one = async <T>(text: string, values: unknown[] = []) => (await server.db.query<T>(text, values))[0]!;
    // a peer with a job role, and another without it
    const { id: holder, role } = await one<{ id: string; role: string }>(
      `SELECT id, job_role_id AS role FROM users u WHERE job_role_id IS NOT NULL AND deleted_at IS NULL
         AND company_id = (SELECT company_id FROM users WHERE email = $1) AND level <> 'level3' LIMIT 1`,
      [ADMIN],
    );
    const { id: other } = await one<{ id: string }>(
      `SELECT id FROM users WHERE job_role_id IS DISTINCT FROM $1 AND deleted_at IS NULL AND level <> 'level3'
         AND company_id = (SELECT company_id FROM users WHERE id = $2) LIMIT 1`,
      [role, holder],
    );
    expect((await call('PATCH', `/v2/options/job-roles/${role}`, { retired: true })).statusCode).toBe(200);
    expect((await call('PATCH', `/v2/peers/${holder}`, { name: 'Kept Role', jobRoleId: role })).statusCode).toBe(200);
    const given = await call('PATCH', `/v2/peers/${other}`, { jobRoleId: role });
    expect(given.statusCode).toBe(400);
    expect(given.json().details).toMatchObject([{ field: 'jobRoleId', message: expect.stringMatching(/retired/) }]);
    expect(
      (await one<{ role: string | null }>('SELECT job_role_id AS role FROM users WHERE id = $1', [other])).role,
    ).not.toBe(role);
    const added = await call('POST', '/v2/peers', {
      name: 'New Person',
      email: 'retired-role@acme.test',
      employeeId: 'RET-1',
      level: 'level1',
      role: 'editor',
      jobRoleId: role,
    });
    expect(added.statusCode).toBe(400);
    expect(JSON.stringify(added.json().details)).toContain('jobRoleId');
    expect((await server.db.query('SELECT 1 FROM users WHERE email = $1', ['retired-role@acme.test'])).length).toBe(0);
    await call('PATCH', `/v2/options/job-roles/${role}`, { retired: false });
    expect((await call('PATCH', `/v2/peers/${other}`, { jobRoleId: role })).statusCode).toBe(200);

    // a project keeps its retired platform; another project cannot take it
    const { project, platform } = await one<{ project: string; platform: string }>(
      `SELECT pp.project_id AS project, pp.platform_id AS platform FROM project_platforms pp
         JOIN projects p ON p.id = pp.project_id JOIN users u ON u.company_id = p.company_id
        WHERE u.email = $1 AND p.deleted_at IS NULL LIMIT 1`,
      [ADMIN],
    );
    const { id: bare } = await one<{ id: string }>(
      `SELECT id FROM projects p WHERE company_id = (SELECT company_id FROM projects WHERE id = $1) AND deleted_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM project_platforms pp WHERE pp.project_id = p.id AND pp.platform_id = $2) LIMIT 1`,
      [project, platform],
    );
    expect((await call('PATCH', `/v2/options/platforms/${platform}`, { retired: true })).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/v2/projects/${project}`, { description: 'Still on a retired platform' })).statusCode,
    ).toBe(200);
    const taken = await call('PATCH', `/v2/projects/${bare}`, { platformIds: [platform] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().details).toMatchObject([{ field: 'platformIds', message: expect.stringMatching(/retired/) }]);
    await call('PATCH', `/v2/options/platforms/${platform}`, { retired: false });

    // a task keeps its retired activity type; another task of the same job role cannot take it
    const { task, activity, taskRole } = await one<{ task: string; activity: string; taskRole: string }>(
      `SELECT t.id AS task, t.activity_type_id AS activity, a.job_role_id AS "taskRole" FROM tasks t
         JOIN activity_types a ON a.id = t.activity_type_id LEFT JOIN sprints s ON s.id = t.sprint_id
         JOIN users u ON u.company_id = t.company_id
        WHERE u.email = $1 AND t.status <> 'completed' AND s.closed_at IS NULL AND t.deleted_at IS NULL LIMIT 1`,
      [ADMIN],
    );
    const { id: otherTask } = await one<{ id: string }>(
      `SELECT t.id FROM tasks t LEFT JOIN sprints s ON s.id = t.sprint_id
        WHERE t.company_id = (SELECT company_id FROM tasks WHERE id = $1) AND t.id <> $1 AND t.deleted_at IS NULL
          AND t.status <> 'completed' AND s.closed_at IS NULL
          AND t.activity_type_id IS DISTINCT FROM $2 AND (t.job_role_id IS NULL OR t.job_role_id = $3) LIMIT 1`,
      [task, activity, taskRole],
    );
    expect((await call('PATCH', `/v2/options/activity-types/${activity}`, { retired: true })).statusCode).toBe(200);
    expect((await call('PATCH', `/v2/tasks/${task}`, { title: 'Still a retired activity' })).statusCode).toBe(200);
    const chosen = await call('PATCH', `/v2/tasks/${otherTask}`, { activityTypeId: activity });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().details).toMatchObject([
      { field: 'activityTypeId', message: expect.stringMatching(/retired/) },
    ]);
    await call('PATCH', `/v2/options/activity-types/${activity}`, { retired: false });
    expect((await call('PATCH', `/v2/tasks/${otherTask}`, { activityTypeId: activity })).statusCode).toBe(200);
  });

  it('leaves other companies out: their ids are unknown and their lists are their own', async () => {
    const acmeRole = (await managed())['job-roles'][0]!;
    const globex = await call('PATCH', `/v2/options/job-roles/${acmeRole._id}`, { retired: true }, 'admin@globex.test');
    expect(globex.statusCode).toBe(404);
    const globexLists = managedOptionListsSchema.parse(
      (await call('GET', '/v2/company/option-lists', undefined, 'admin@globex.test')).json(),
    );
    expect(globexLists['job-roles'].map((role) => role._id)).not.toContain(acmeRole._id);
    expect((await call('GET', '/v2/company/option-lists', undefined, 'member@acme.test')).statusCode).toBe(403);
  });
});

describe('public holidays from a CSV', () => {
  const CSV = 'date,name\n2031-01-01,New Year\n2031-05-01,Labour Day\n';

  it("reads the header row in any of the portal's languages, in any case", async () => {
    const files = [
      'Datum,Name\n2032-01-01,Neujahr\n',
      ' NAME , DATUM \nNeujahr,2032-01-01\n',
      'التاريخ,الاسم\n2032-01-01,Neujahr\n',
      'Day,الاسم\n2032-01-01,Neujahr\n',
    ];
    for (const file of files) {
      const response = await call('POST', '/v2/company/public-holidays/import', { csv: file, preview: true });
      expect([file, holidayImportResultSchema.parse(response.json()).rows]).toEqual([
        file,
        [{ row: 2, day: '2032-01-01', name: 'Neujahr', errors: [] }],
      ]);
    }
  });

  it('previews each row with its problems by column and saves nothing', async () => {
    const before = (await offered()).publicHolidays.length;
    const response = await call('POST', '/v2/company/public-holidays/import', {
      csv: 'Name,Date\nNew Year,2031-01-01\n,2031-02-30\nTwice,2031-01-01\n',
      preview: true,
    });
    expect(response.statusCode).toBe(200);
    const result = holidayImportResultSchema.parse(response.json());
    expect(result.saved).toBe(0);
    expect(result.rows).toEqual([
      { row: 2, day: '2031-01-01', name: 'New Year', errors: [] },
      {
        row: 3,
        day: '2031-02-30',
        name: '',
        errors: [
          { column: 'date', message: 'must be a real calendar date' },
          { column: 'name', message: 'is required' },
        ],
      },
      { row: 4, day: '2031-01-01', name: 'Twice', errors: [{ column: 'date', message: 'is also on row 2' }] },
    ]);
    expect((await offered()).publicHolidays.length).toBe(before);
  });

  it('refuses a save with a bad row, naming the row and column, and saves none of the good ones', async () => {
    const before = (await offered()).publicHolidays.length;
    const response = await call('POST', '/v2/company/public-holidays/import', {
      csv: 'date,name\n2031-03-01,Fine\n31/03/2031,Wrong format\n',
      preview: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toMatchObject([{ field: 'row 3, date', message: 'must be a date as YYYY-MM-DD' }]);
    expect((await offered()).publicHolidays.length).toBe(before);
  });

  it('names a missing column, and an empty or long file', async () => {
    // the preview answers the columns for the admin to match; a save is refused
    const unmatched = await call('POST', '/v2/company/public-holidays/import', {
      csv: 'date,title\n2031-01-01,x\n',
      preview: true,
    });
    expect(holidayImportResultSchema.parse(unmatched.json())).toMatchObject({
      columns: [
        { header: 'date', column: 'date' },
        { header: 'title', column: null },
      ],
      missingColumns: ['name'],
      rows: [],
    });
    const noName = await call('POST', '/v2/company/public-holidays/import', {
      csv: 'date,title\n2031-01-01,x\n',
      preview: false,
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details).toMatchObject([
      { field: 'csv.name', message: 'column is missing from the header row' },
    ]);
    expect((await call('POST', '/v2/company/public-holidays/import', { csv: '', preview: true })).statusCode).toBe(400);
    const long = `date,name\n${Array.from({ length: 501 }, (_, n) => `2032-01-01,Day ${n}`).join('\n')}`;
    expect(
      (await call('POST', '/v2/company/public-holidays/import', { csv: long, preview: true })).json().details[0],
    ).toMatchObject({ field: 'csv', message: 'must hold at most 500 holidays' });
  });

  it('refuses a row with text past the header’s columns, naming the cell, and saves nothing', async () => {
    const before = (await offered()).publicHolidays.length;
    const wide = await call('POST', '/v2/company/public-holidays/import', {
      csv: `date,name\n2031-01-01,New Year${','.repeat(30_000)}x\n`,
      preview: false,
    });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().details).toMatchObject([
      { field: 'csv', message: "has a cell outside the header row's columns (ARIX2)" },
    ]);
    expect((await offered()).publicHolidays.length).toBe(before);
  });

  it('reads the columns as the admin matched them, remembers the matching for the next file, and refuses a bad one', async () => {
    const FILE = 'When,What,Notes\n2033-01-01,New Year,x\n';
    const mapping = { When: 'date', What: 'name', Notes: null };
    const matched = holidayImportResultSchema.parse(
      (await call('POST', '/v2/company/public-holidays/import', { csv: FILE, preview: true, mapping })).json(),
    );
    expect(matched).toMatchObject({ missingColumns: [], rows: [{ day: '2033-01-01', name: 'New Year', errors: [] }] });
    const saved = await call('POST', '/v2/company/public-holidays/import', { csv: FILE, preview: false, mapping });
    expect(holidayImportResultSchema.parse(saved.json()).saved).toBe(1);
    const next = holidayImportResultSchema.parse(
      (
        await call('POST', '/v2/company/public-holidays/import', {
          csv: 'WHEN,what\n2033-05-01,Labour Day\n',
          preview: true,
        })
      ).json(),
    );
    expect(next.columns.map((entry) => entry.column)).toEqual(['date', 'name']);
    expect(next.rows[0]).toMatchObject({ day: '2033-05-01', name: 'Labour Day', errors: [] });
    for (const bad of [{ When: 'date', What: 'date' }, { When: 'day' }, ['date']]) {
      const refused = await call('POST', '/v2/company/public-holidays/import', {
        csv: FILE,
        preview: true,
        mapping: bad,
      });
      expect([refused.statusCode, refused.json().details[0].field]).toEqual([400, expect.stringMatching(/^mapping/)]);
    }
  });

  it('saves every row in one transaction with one audit entry; the same days again are refused', async () => {
    const response = await call('POST', '/v2/company/public-holidays/import', { csv: CSV, preview: false });
    expect(response.statusCode).toBe(200);
    expect(holidayImportResultSchema.parse(response.json()).saved).toBe(2);
    const days = (await offered()).publicHolidays.filter((holiday) => holiday.day.startsWith('2031-'));
    expect(days.map((holiday) => [holiday.day, holiday.name])).toEqual([
      ['2031-01-01', 'New Year'],
      ['2031-05-01', 'Labour Day'],
    ]);
    const entry = await latest('holidays.imported');
    expect(entry.after).toEqual({
      holidays: [
        { day: '2031-01-01', name: 'New Year' },
        { day: '2031-05-01', name: 'Labour Day' },
      ],
    });
    const again = await call('POST', '/v2/company/public-holidays/import', { csv: CSV, preview: true });
    expect(again.json().rows[0].errors).toEqual([
      { column: 'date', message: 'already has a public holiday ("New Year")' },
    ]);
    // Globex does not see Acme's holidays
    const globex = optionsResponseSchema.parse(
      (await call('GET', '/v2/options', undefined, 'admin@globex.test')).json(),
    );
    expect(globex.publicHolidays.some((holiday) => holiday.day === '2031-05-01')).toBe(false);
  });
});

describe("the company's logo", () => {
  it('is uploaded like a profile picture, shown in every session, audited, and removed', async () => {
    const upload = multipartFile(TINY_PNG, { filename: 'logo.png' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/v2/company/logo',
      payload: upload.payload,
      headers: { ...(await server.authHeaders(ADMIN)), ...upload.headers },
    });
    expect(response.statusCode).toBe(200);
    const settings = companySettingsSchema.parse(response.json());
    expect(settings.logoUrl).toMatch(/\/v2\/avatars\/[0-9a-f]{64}\.png$/);
    const me = sessionUserSchema.parse((await call('GET', '/v2/me', undefined, 'member@acme.test')).json());
    expect(me.companyLogo).toBe(settings.logoUrl);
    const picture = await server.app.inject({ method: 'GET', url: new URL(settings.logoUrl!).pathname });
    expect(picture.statusCode).toBe(200);
    expect((await latest('settings.changed')).after).toEqual({ logoUrl: new URL(settings.logoUrl!).pathname });
    const removed = await call('DELETE', '/v2/company/logo');
    expect(companySettingsSchema.parse(removed.json()).logoUrl).toBeNull();
    expect((await server.app.inject({ method: 'GET', url: new URL(settings.logoUrl!).pathname })).statusCode).toBe(404);
  });

  it('refuses a zip, a picture inside a zip, a huge file and a level1 caller, changing nothing', async () => {
    const send = async (bytes: Buffer, email = ADMIN, contentType = 'image/png') => {
      const upload = multipartFile(bytes, { filename: 'logo.png', contentType });
      return server.app.inject({
        method: 'POST',
        url: '/v2/company/logo',
        payload: upload.payload,
        headers: { ...(await server.authHeaders(email)), ...upload.headers },
      });
    };
    expect((await send(zipOf([{ name: 'logo.png', data: TINY_PNG }]), ADMIN, 'application/zip')).statusCode).toBe(415);
    expect((await send(Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.alloc(3 * 1024 * 1024)]))).statusCode).toBe(413);
    expect((await send(TINY_PNG, 'member@acme.test')).statusCode).toBe(403);
    expect(companySettingsSchema.parse((await call('GET', '/v2/company/settings')).json()).logoUrl).toBeNull();
  });
});

describe("the Overview's week follows the company's working week", () => {
  it('shows Sunday to Thursday for a company that works them', async () => {
    expect((await call('PATCH', '/v2/company/settings', { workingDays: [0, 1, 2, 3, 4] })).statusCode).toBe(200);
    const week = workModeWeekSchema.parse((await call('GET', '/v2/overview/work-modes/week')).json());
    expect(week.days.map((day) => new Date(`${day.day}T00:00:00Z`).getUTCDay())).toEqual([0, 1, 2, 3, 4]);
    const mine = (await call('GET', '/v2/me/work-days')).json() as { days: Array<{ day: string }> };
    expect(new Set(mine.days.map((day) => new Date(`${day.day}T00:00:00Z`).getUTCDay()))).toEqual(
      new Set([0, 1, 2, 3, 4]),
    );
    await call('PATCH', '/v2/company/settings', { workingDays: [1, 2, 3, 4, 5] });
    const back = workModeWeekSchema.parse((await call('GET', '/v2/overview/work-modes/week')).json());
    expect(back.days.map((day) => new Date(`${day.day}T00:00:00Z`).getUTCDay())).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("the company's time zone", () => {
  const dayIn = (zone: string, at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it('is the time zone of a peer added by hand or from a sheet without one', async () => {
    expect((await call('PATCH', '/v2/company/settings', { timeZone: 'Asia/Kolkata' })).statusCode).toBe(200);
    const added = await call('POST', '/v2/peers', {
      name: 'Zone Person',
      employeeId: 'AC-TZ-1',
      email: 'zone.person@acme.test',
      level: 'level1',
    });
    expect(added.statusCode).toBe(201);
    expect((await call('GET', `/v2/peers/${added.json()._id}`)).json().timeZone).toBe('Asia/Kolkata');
    const given = await call('POST', '/v2/peers', {
      name: 'Own Zone',
      employeeId: 'AC-TZ-2',
      email: 'own.zone@acme.test',
      level: 'level1',
      timeZone: 'Europe/Paris',
    });
    expect((await call('GET', `/v2/peers/${given.json()._id}`)).json().timeZone).toBe('Europe/Paris');
    const sheet = multipartFile(Buffer.from('name,email,employee id\r\nSheet Zone,sheet.zone@acme.test,AC-TZ-3\r\n'), {
      filename: 'team.csv',
      contentType: 'text/csv',
    });
    const imported = await server.app.inject({
      method: 'POST',
      url: '/v2/peers/import',
      payload: sheet.payload,
      headers: { ...(await server.authHeaders(ADMIN)), ...sheet.headers },
    });
    expect(imported.statusCode).toBe(200);
    const [row] = await server.db.query<{ zone: string }>('SELECT time_zone AS zone FROM users WHERE email = $1', [
      'sheet.zone@acme.test',
    ]);
    expect(row!.zone).toBe('Asia/Kolkata');
  });

  it("decides when a leave has started: the company's today, not the server's", async () => {
    // far from the demo's leave, so the member's new request overlaps none
    server.clock.advance(20 * 365 * 86_400_000);
    const now = server.app.now();
    const utcToday = now.toISOString().slice(0, 10);
    // a zone whose day is not UTC's right now: UTC+14 from 10:00 UTC, UTC-11 before 11:00 UTC
    const zone = dayIn('Pacific/Kiritimati', now) !== utcToday ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const companyToday = dayIn(zone, now);
    expect(companyToday).not.toBe(utcToday);
    expect(
      (await call('PATCH', '/v2/company/settings', { timeZone: zone, workingDays: [0, 1, 2, 3, 4, 5, 6] })).statusCode,
    ).toBe(200);
    // ahead of UTC: a leave from the company's today has started (UTC would still let it be cancelled);
    // behind UTC: a leave from UTC's today has not (UTC would call it started)
    const fromDate = zone === 'Pacific/Kiritimati' ? companyToday : nextDay(companyToday);
    const started = zone === 'Pacific/Kiritimati';
    const created = await call(
      'POST',
      '/v2/leave/requests',
      { type: 'annual', fromDate, toDate: nextDay(nextDay(fromDate)), reason: 'Zone' },
      'member@acme.test',
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().request.canCancel).toBe(!started);
    const cancelled = await call(
      'POST',
      `/v2/leave/requests/${created.json().request._id}/cancel`,
      undefined,
      'member@acme.test',
    );
    expect(cancelled.statusCode).toBe(started ? 409 : 200);
  });
});
