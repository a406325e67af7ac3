import ExcelJS from 'exceljs';
import {
  auditPageSchema,
  errorEnvelopeSchema,
  peerImportPreviewSchema,
  peerImportResultSchema,
  peerPageSchema,
  peerSchema,
} from '@timely/contract';
import { EMAIL_TAKEN } from '../services/peers/peer-checks.js';
import { csvOfUrl, headerRowsOf, nextRateLimitWindow, saveLanguage } from '../testing/csv-language.js';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { multipartFile, TINY_PNG, zipBomb } from '../testing/uploads.js';

/** Issue #33, bringing the team in: peers from a sheet, and their invitations (docs/company.md). */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const GLOBEX = 'admin@globex.test';
const HEADER = 'name,email,employee id,job role,designation,location,level,hire date,manager';

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  as: string,
  body?: { payload: Buffer; headers: Record<string, string> },
) {
  const headers = { ...(await server.authHeaders(as)), ...(body?.headers ?? {}) };
  return server.app.inject({ method, url, headers, ...(body ? { payload: body.payload } : {}) });
}
const csv = (lines: string[]) =>
  multipartFile(Buffer.from(lines.join('\r\n')), { filename: 'team.csv', contentType: 'text/csv' });
const xlsxFile = (bytes: Buffer) =>
  multipartFile(bytes, {
    filename: 'team.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
const preview = (file: ReturnType<typeof csv>, as = ADMIN) => call('POST', '/v2/peers/import/preview', as, file);
const commit = (file: ReturnType<typeof csv>, as = ADMIN) => call('POST', '/v2/peers/import', as, file);
const message = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json()).message;
const linkIn = (email: string) => {
  const mail = server.mails.filter((sent) => sent.to === email).at(-1);
  return mail ? decodeURIComponent(/(?:reset-password\?|join#)token=(\S+)/.exec(mail.text)![1]!) : null;
};
const choosePassword = (token: string) =>
  server.app.inject({
    method: 'POST',
    url: '/v2/auth/reset-password',
    payload: { token, password: 'Joined-by-link 1' },
  });
async function peerByEmail(email: string, as = ADMIN) {
  const response = await call('GET', `/v2/peers?search=${encodeURIComponent(email)}`, as);
  return peerPageSchema.parse(response.json()).items[0]!;
}
async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Peers');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('peers import', () => {
  it('previews a good file without saving, then imports it in one go and invites each peer', async () => {
    const file = csv([
      HEADER,
      'Ria Rao,ria@import.test,IM-001,Designer,Associate,Pune,level1',
      'Tom Tan,TOM@import.test,IM-002,,,,manager',
      'Ann Ames,ann@import.test,IM-003,qa engineer,,,3',
    ]);
    const checked = peerImportPreviewSchema.parse((await preview(file)).json());
    expect(checked).toMatchObject({ validCount: 3, invalidCount: 0 });
    expect(checked.rows[0]).toEqual({
      row: 2,
      values: {
        name: 'Ria Rao',
        email: 'ria@import.test',
        employeeId: 'IM-001',
        jobRole: 'Designer',
        designation: 'Associate',
        location: 'Pune',
        level: 'level1',
        hireDate: '',
        manager: '',
      },
      errors: [],
    });
    expect((await call('GET', '/v2/peers?search=import.test', ADMIN)).json()).toMatchObject({ total: 0 });

    const mailsBefore = server.mails.length;
    const result = peerImportResultSchema.parse((await commit(file)).json());
    expect(result).toMatchObject({ created: 3, validCount: 3, invalidCount: 0 });
    await server.settle();
    expect(server.mails.length - mailsBefore).toBe(3);
    const tom = await peerByEmail('tom@import.test');
    expect(tom).toMatchObject({ name: 'Tom Tan', level: 'level2', role: 'editor', invitation: { status: 'pending' } });
    expect(await peerByEmail('ria@import.test')).toMatchObject({
      jobRole: { name: 'Designer' },
      designation: { name: 'Associate' },
      location: { name: 'Pune' },
      level: 'level1',
    });
    expect(await peerByEmail('ann@import.test')).toMatchObject({
      jobRole: { name: 'QA Engineer' },
      level: 'level3',
      role: 'admin',
    });

    // the audit log names the import and who was in it
    const log = auditPageSchema.parse((await call('GET', '/v2/audit-log?kind=peers.imported', ADMIN)).json());
    expect(log.items[0]).toMatchObject({
      actor: { name: 'Ada Admin' },
      target: { type: 'company', label: '3 peers' },
      after: { count: 3, peers: 'Ria Rao <ria@import.test>, Tom Tan <tom@import.test>, Ann Ames <ann@import.test>' },
    });

    // Tom follows his link: his invitation is accepted and he leaves the "not accepted" list
    expect((await choosePassword(linkIn('tom@import.test')!)).statusCode).toBe(200);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/v2/auth/login',
          payload: { email: 'tom@import.test', password: 'Joined-by-link 1' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await peerByEmail('tom@import.test')).invitation).toBeNull();
    const waiting = peerPageSchema.parse((await call('GET', '/v2/peers?notAccepted=true&perPage=40', ADMIN)).json());
    expect(waiting.items.map((peer) => peer.email)).toEqual(
      expect.arrayContaining(['ria@import.test', 'ann@import.test']),
    );
    expect(waiting.items.map((peer) => peer.email)).not.toContain('tom@import.test');
  });

  it('answers each bad row with its errors and imports only the good ones', async () => {
    const file = csv([
      HEADER,
      'Good One,good.one@import.test,IM-101,Designer,,,level1',
      ',no.name@import.test,IM-102,,,,level1',
      'Bad Level,bad.level@import.test,IM-103,,,,level9',
      'Odd Options,odd@import.test,IM-104,Astronaut,Wizard,Moon,',
      'Twice,GOOD.ONE@import.test,IM-105,,,,',
      'Taken,member@acme.test,IM-106,,,,',
      'Same Id,same.id@import.test,IM-101,,,,',
      'Acme Id,acme.id@import.test,AC-1001,,,,',
      `Long,long@import.test,IM-109,${'x'.repeat(300)},,,`,
      'Bad Mail,not-an-email,IM-110,,,,',
    ]);
    const checked = peerImportPreviewSchema.parse((await preview(file)).json());
    const errorsOf = (row: number) => checked.rows.find((entry) => entry.row === row)!.errors;
    expect(checked).toMatchObject({ validCount: 1, invalidCount: 9 });
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual([{ field: 'name', message: 'is required' }]);
    expect(errorsOf(4)).toEqual([
      {
        field: 'level',
        code: 'field.levelName',
        message: 'must be level1, level2 or level3 (or member, manager, admin)',
      },
    ]);
    expect(errorsOf(5)).toEqual([
      // coded, so that the preview says it in the reader's language
      {
        field: 'jobRole',
        code: 'field.notJobRoleOfCompany',
        params: { name: 'Astronaut' },
        message: 'is not a job role of your company: "Astronaut"',
      },
      {
        field: 'designation',
        code: 'field.notDesignationOfCompany',
        params: { name: 'Wizard' },
        message: 'is not a designation of your company: "Wizard"',
      },
      {
        field: 'location',
        code: 'field.notLocationOfCompany',
        params: { name: 'Moon' },
        message: 'is not a location of your company: "Moon"',
      },
    ]);
    expect(errorsOf(6)).toEqual([{ field: 'email', message: 'is already in row 2 of this file' }]);
    expect(errorsOf(7)).toEqual([{ field: 'email', message: EMAIL_TAKEN }]);
    expect(errorsOf(8)).toEqual([{ field: 'employeeId', message: 'is already in row 2 of this file' }]);
    expect(errorsOf(9)).toEqual([{ field: 'employeeId', message: 'is already used by another peer' }]);
    // the form's limit for an option's name, not the sheet's; the preview shows the cell cut
    expect(errorsOf(10)).toEqual([
      { field: 'jobRole', message: 'must be at most 80 characters', code: 'field.tooLong', params: { maximum: 80 } },
    ]);
    expect(checked.rows.find((entry) => entry.row === 10)!.values.jobRole).toHaveLength(200);
    expect(errorsOf(11)).toEqual([{ field: 'email', message: 'must be a valid email address' }]);

    const result = peerImportResultSchema.parse((await commit(file)).json());
    expect(result.created).toBe(1);
    expect((await call('GET', '/v2/peers?search=good.one@import.test', ADMIN)).json()).toMatchObject({ total: 1 });
    expect((await call('GET', '/v2/peers?search=odd@import.test', ADMIN)).json()).toMatchObject({ total: 0 });
    // the same file again: the row just imported is now taken, nothing more is added
    expect(peerImportResultSchema.parse((await commit(file)).json())).toMatchObject({ created: 0, validCount: 0 });
  });

  it('reads XLSX and downloads a template that imports as it is', async () => {
    const template = await call('GET', '/v2/peers/import/template', ADMIN);
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-disposition']).toBe('attachment; filename="peers-template.csv"');
    expect(template.body.split('\r\n')[0]).toBe(HEADER);
    expect(peerImportPreviewSchema.parse((await preview(csv(template.body.split('\r\n')))).json())).toMatchObject({
      validCount: 2,
      invalidCount: 0,
    });

    const sheet = await workbookOf([
      ['Name', 'Email', 'Employee ID', 'Job Role', 'Designation', 'Location', 'Level'],
      ['Xia Xu', 'xia@import.test', 'IM-201', 'Designer', '', 'Pune', 'member'],
      [],
      ['Yan Yi', 'yan@import.test', 'IM-202', '', '', '', 2],
    ]);
    const result = peerImportResultSchema.parse((await commit(xlsxFile(sheet))).json());
    expect(result).toMatchObject({ created: 2, invalidCount: 0 });
    expect(result.rows.map((row) => row.row)).toEqual([2, 3]);
    expect(await peerByEmail('yan@import.test')).toMatchObject({ level: 'level2' });
  });

  it('refuses a sheet with a control character in a cell, naming the file, and saves nothing', async () => {
    const refused = await commit(csv([HEADER, 'Bell\u0007 Peer,bell@import.test,B-1,,,,']));
    expect(refused.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.json())).toMatchObject({
      code: 'sheet.controlCharacters',
      params: { row: 2, column: 1 },
      details: [{ field: 'file', message: 'must not contain control characters', code: 'field.controlCharacters' }],
    });
    expect((await call('GET', '/v2/peers?search=bell%40import.test', ADMIN)).json()).toMatchObject({ total: 0 });
  });

  it('refuses a file too big, too long, of the wrong type, a zip bomb, and a sheet without its columns', async () => {
    const tooBig = await preview(csv([HEADER, `A,a@import.test,IM-1,${'x'.repeat(1024 * 1024)},,,`]));
    expect([tooBig.statusCode, message(tooBig)]).toEqual([
      413,
      'The sheet must be at most 1 MB: split it and import each part.',
    ]);
    const tooLong = await preview(
      csv([HEADER, ...Array.from({ length: 1001 }, (_, index) => `P ${index},p${index}@long.test,L-${index},,,,`)]),
    );
    expect([tooLong.statusCode, message(tooLong)]).toEqual([
      400,
      'The sheet has more than 1000 rows; import at most 1000 at a time.',
    ]);
    const picture = await preview(multipartFile(TINY_PNG, { filename: 'team.csv', contentType: 'text/csv' }));
    expect([picture.statusCode, message(picture)]).toEqual([
      415,
      'The file must be a CSV or XLSX sheet: save it as one and try again.',
    ]);
    const bomb = await preview(xlsxFile(zipBomb(64 * 1024 * 1024)));
    expect(bomb.statusCode).toBe(413);
    // a sheet whose headers name no field is answered with its columns, for the admin to match them
    const headless = await preview(csv(['who,mail', 'x,y']));
    expect(headless.statusCode).toBe(200);
    expect(peerImportPreviewSchema.parse(headless.json())).toMatchObject({
      columns: [
        { header: 'who', column: null },
        { header: 'mail', column: null },
      ],
      missingColumns: ['name', 'email', 'employeeId'],
      rows: [],
      validCount: 0,
    });
    expect([
      (await commit(csv(['who,mail', 'x,y']))).statusCode,
      message(await commit(csv(['who,mail', 'x,y']))),
    ]).toEqual([
      400,
      'The sheet needs a header row with the columns name, email, employeeId, jobRole, designation, location, level, hireDate, manager; missing: name, email, employeeId.',
    ]);
    const empty = await preview(csv([HEADER]));
    expect([empty.statusCode, message(empty)]).toEqual([400, 'The sheet has no peer rows under its header.']);
    expect(
      (
        await commit(
          csv([HEADER, ...Array.from({ length: 1001 }, (_, index) => `P ${index},p${index}@long.test,L-${index},,,,`)]),
        )
      ).statusCode,
    ).toBe(400);
    expect((await call('GET', '/v2/peers?search=long.test', ADMIN)).json()).toMatchObject({ total: 0 });
  });

  it("holds each cell to the add-peer form's limit, says a retired option is retired, and lists the columns it ignores", async () => {
    await server.db.query("INSERT INTO job_roles (company_id, name, retired_at) VALUES ($1, 'Developer', now())", [
      seedId('company', 'acme'),
    ]);
    const file = csv([
      `${HEADER},Foo,,Bar`,
      `${'n'.repeat(5000)},long.name@import.test,IM-401,,,,,,,x,,y`,
      'Old Role,old.role@import.test,IM-402,developer,,,,,,,,',
    ]);
    const checked = peerImportPreviewSchema.parse((await preview(file)).json());
    expect(checked.ignoredColumns).toEqual(['Foo', 'Bar']);
    expect(checked.rows[0]!.errors).toEqual([{ field: 'name', message: 'must be at most 80 characters' }]);
    expect(checked.rows[1]!.errors).toEqual([
      {
        field: 'jobRole',
        message: 'is retired: job role "developer" can no longer be chosen',
        code: 'field.retiredJobRole',
        params: { name: 'developer' },
      },
    ]);
    expect(peerImportResultSchema.parse((await commit(file)).json())).toMatchObject({ created: 0, invalidCount: 2 });
  });

  it('reads a hire date and a manager by email, and says what is wrong with either', async () => {
    // the imports before this one used the minute's allowance
    await nextRateLimitWindow(server);
    const file = csv([
      HEADER,
      'Hanna Hire,hanna@import.test,IM-401,,,,level1,2026-07-01,Manager@Acme.test',
      'Old Date,old@import.test,IM-402,,,,level1,1899-12-31,',
      'No Boss,noboss@import.test,IM-403,,,,level1,,nobody@import.test',
    ]);
    const response = await preview(file);
    expect(response.json()).toMatchObject({ validCount: 1 });
    const checked = peerImportPreviewSchema.parse(response.json());
    expect(checked.rows.map((row) => row.errors.map((error) => [error.field, error.message]))).toEqual([
      [],
      [['hireDate', 'must be between 1900-01-01 and 2100-12-31']],
      [['manager', '"nobody@import.test" is not the email of a peer of your company']],
    ]);
    expect((await commit(file)).statusCode).toBe(200);
    const hanna = await peerByEmail('hanna@import.test');
    expect(hanna).toMatchObject({ hireDate: '2026-07-01', manager: { name: 'Max Manager' } });
  });

  it('is level3 only, and another company sees none of Acme in its checks', async () => {
    const file = csv([HEADER, 'Mo Manager,mo@import.test,IM-301,,,,']);
    expect((await preview(file, MANAGER)).statusCode).toBe(403);
    expect((await commit(file, MANAGER)).statusCode).toBe(403);
    expect((await call('GET', '/v2/peers/import/template', MANAGER)).statusCode).toBe(403);
    // Globex checks against its own: an Acme employee id is free there, its option names are Globex's own lists
    const checked = peerImportPreviewSchema.parse(
      (
        await preview(
          csv([HEADER, 'Gil Gx,gil@import.test,AC-1001,Designer,,,', 'Ms Member,member@acme.test,GX-9001,,,,']),
          GLOBEX,
        )
      ).json(),
    );
    expect(checked.rows.map((row) => row.errors)).toEqual([[], [{ field: 'email', message: EMAIL_TAKEN }]]);
  });
});

describe('matching the columns of a sheet to fields', () => {
  beforeEach(() => nextRateLimitWindow(server));
  const withMapping = (lines: string[], mapping: unknown) =>
    multipartFile(Buffer.from(lines.join('\r\n')), {
      filename: 'team.csv',
      contentType: 'text/csv',
      textFields: { mapping: typeof mapping === 'string' ? mapping : JSON.stringify(mapping) },
    });
  const SHEET = ['Full Name,Mail,Staff No,Team,Notes', 'Map Mia,mia@map.test,MP-001,Designer,likes tea'];
  const MAPPING = { 'Full Name': 'name', Mail: 'email', 'Staff No': 'employeeId', Team: 'jobRole', Notes: null };

  it('checks the rows as the admin matched the columns, lists the unmatched, and remembers it for the next sheet', async () => {
    const first = peerImportPreviewSchema.parse((await preview(csv(SHEET))).json());
    expect(first.missingColumns).toEqual(['email', 'employeeId']);
    expect(first.columns.map((entry) => entry.column)).toEqual(['name', null, null, null, null]);

    const matched = peerImportPreviewSchema.parse((await preview(withMapping(SHEET, MAPPING))).json());
    expect(matched.rows[0]!.errors).toEqual([]);
    expect(matched).toMatchObject({ missingColumns: [], validCount: 1, invalidCount: 0, ignoredColumns: ['Notes'] });
    expect(matched.rows[0]!.values).toMatchObject({ name: 'Map Mia', email: 'mia@map.test', jobRole: 'Designer' });
    // a preview remembers nothing; the import does
    expect(peerImportPreviewSchema.parse((await preview(csv(SHEET))).json()).missingColumns).toEqual([
      'email',
      'employeeId',
    ]);
    const imported = peerImportResultSchema.parse((await commit(withMapping(SHEET, MAPPING))).json());
    expect(imported.created).toBe(1);
    const next = ['full name,MAIL,Staff No,Team,Notes', 'Map Max,max@map.test,MP-002,Designer,'];
    const remembered = peerImportPreviewSchema.parse((await preview(csv(next))).json());
    expect(remembered.columns.map((entry) => entry.column)).toEqual(['name', 'email', 'employeeId', 'jobRole', null]);
    expect(remembered).toMatchObject({ missingColumns: [], validCount: 1 });
    // another company's sheets are matched by spelling only
    const globex = peerImportPreviewSchema.parse((await preview(csv(next), GLOBEX)).json());
    expect(globex.missingColumns).toEqual(['email', 'employeeId']);
  });

  it('refuses a bad mapping with a 400 naming it, and saves nothing', async () => {
    const before = (await call('GET', '/v2/peers?search=map.test', ADMIN)).json() as { total: number };
    const responses = await Promise.all([
      commit(withMapping(SHEET, { ...MAPPING, Team: 'name' })),
      commit(withMapping(SHEET, '{not json')),
      commit(withMapping(SHEET, { 'Full Name': 'salary' })),
      commit(withMapping(SHEET, ['name'])),
      commit(withMapping(SHEET, { ['x'.repeat(201)]: 'name' })),
      commit(withMapping(SHEET, Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`h${index}`, null])))),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    for (const response of responses)
      expect(errorEnvelopeSchema.parse(response.json()).details?.map((detail) => detail.field)).toEqual(['mapping']);
    expect(errorEnvelopeSchema.parse(responses[0]!.json()).details?.[0]?.message).toBe(
      'matches more than one column to name',
    );
    const after = (await call('GET', '/v2/peers?search=map.test', ADMIN)).json() as { total: number };
    expect(after.total).toBe(before.total);
  });
});

describe('invitations: resend and revoke', () => {
  // a minute later: the imports above count against the admin's imports a minute (10), and these add more
  beforeAll(() => server.clock.advance(61_000));

  async function invite(email: string, employeeId: string) {
    expect((await commit(csv([HEADER, `Invited ${employeeId},${email},${employeeId},,,,`]))).statusCode).toBe(200);
    await server.settle();
    return peerByEmail(email);
  }

  it('revoke makes the link dead, for good: forgot-password sends nothing either', async () => {
    const peer = await invite('revoked@invite.test', 'IV-001');
    const link = linkIn('revoked@invite.test')!;
    const revoked = await call('DELETE', `/v2/peers/${peer._id}/invitation`, ADMIN);
    expect(revoked.statusCode).toBe(200);
    expect(peerSchema.parse(revoked.json()).invitation).toMatchObject({ status: 'revoked' });
    const refused = await choosePassword(link);
    expect(refused.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.json()).details).toMatchObject([
      { field: 'token', message: 'is invalid or has expired; ask for a new link' },
    ]);
    const mails = server.mails.length;
    await server.app.inject({
      method: 'POST',
      url: '/v2/auth/forgot-password',
      payload: { email: 'revoked@invite.test' },
    });
    await server.settle();
    expect(server.mails.length).toBe(mails);
    expect((await call('DELETE', `/v2/peers/${peer._id}/invitation`, ADMIN)).statusCode).toBe(409);
    // still listed as not accepted, and a new invitation brings them back
    expect(
      peerPageSchema.parse((await call('GET', '/v2/peers?notAccepted=true&search=revoked@invite.test', ADMIN)).json())
        .total,
    ).toBe(1);
    expect((await call('POST', `/v2/peers/${peer._id}/invitation`, ADMIN)).statusCode).toBe(200);
    expect((await choosePassword(linkIn('revoked@invite.test')!)).statusCode).toBe(200);
  });

  it('a forgot-password request leaves a pending invitation working, and choosing a password ends both links', async () => {
    await invite('forgetful@invite.test', 'IV-005');
    const invitation = linkIn('forgetful@invite.test')!;
    // anyone may ask for a reset link for any address: that must not void the invitation
    await server.app.inject({
      method: 'POST',
      url: '/v2/auth/forgot-password',
      payload: { email: 'forgetful@invite.test' },
    });
    await server.settle();
    const reset = linkIn('forgetful@invite.test')!;
    expect(reset).not.toBe(invitation);
    expect((await choosePassword(invitation)).statusCode).toBe(200);
    expect((await choosePassword(reset)).statusCode).toBe(400);
    expect((await peerByEmail('forgetful@invite.test')).invitation).toBeNull();
  });

  it('resend issues a fresh link and kills the old one', async () => {
    const peer = await invite('resent@invite.test', 'IV-002');
    const old = linkIn('resent@invite.test')!;
    const resent = await call('POST', `/v2/peers/${peer._id}/invitation`, ADMIN);
    expect(resent.statusCode).toBe(200);
    expect(peerSchema.parse(resent.json()).invitation).toMatchObject({ status: 'pending' });
    const fresh = linkIn('resent@invite.test')!;
    expect(fresh).not.toBe(old);
    expect((await choosePassword(old)).statusCode).toBe(400);
    expect((await choosePassword(fresh)).statusCode).toBe(200);
    // accepted: nothing left to resend or revoke
    expect(message(await call('POST', `/v2/peers/${peer._id}/invitation`, ADMIN))).toBe(
      'Invited IV-002 has already accepted their invitation: they sign in with their own password.',
    );
    expect((await call('DELETE', `/v2/peers/${peer._id}/invitation`, ADMIN)).statusCode).toBe(409);
    const kinds = auditPageSchema
      .parse((await call('GET', '/v2/audit-log?perPage=40', ADMIN)).json())
      .items.filter((entry) => entry.target._id === peer._id)
      .map((entry) => entry.kind);
    expect(kinds).toEqual(['peer.invitation_resent']);
  });

  it('shows an invitation past its days as expired', async () => {
    const peer = await invite('late@invite.test', 'IV-003');
    server.clock.advance((server.app.config.inviteTokenTtlDays + 1) * 86_400_000);
    try {
      expect((await peerByEmail('late@invite.test')).invitation).toMatchObject({ status: 'expired' });
      expect((await call('POST', `/v2/peers/${peer._id}/invitation`, ADMIN)).statusCode).toBe(200);
      expect((await peerByEmail('late@invite.test')).invitation).toMatchObject({ status: 'pending' });
    } finally {
      server.clock.advance(-(server.app.config.inviteTokenTtlDays + 1) * 86_400_000);
    }
  });

  it('tells only level3 who has not accepted, and lets only level3 resend or revoke', async () => {
    const peer = await invite('private@invite.test', 'IV-004');
    expect((await peerByEmail('private@invite.test', MANAGER)).invitation).toBeUndefined();
    expect((await call('GET', '/v2/peers?notAccepted=true', MANAGER)).statusCode).toBe(403);
    expect((await call('POST', `/v2/peers/${peer._id}/invitation`, MANAGER)).statusCode).toBe(403);
    expect((await call('DELETE', `/v2/peers/${peer._id}/invitation`, MANAGER)).statusCode).toBe(403);
    expect((await call('POST', `/v2/peers/${peer._id}/invitation`, GLOBEX)).statusCode).toBe(404);
    expect((await call('DELETE', `/v2/peers/${peer._id}/invitation`, GLOBEX)).statusCode).toBe(404);
    // the seeded people chose their passwords long ago
    expect((await peerByEmail('member@acme.test')).invitation).toBeNull();
  });
});

describe("the peers template in the reader's language", () => {
  const TEMPLATE = '/v2/peers/import/template';
  const GERMAN = 'Name,E-Mail,Personalnummer,Funktion,Position,Standort,Stufe,Eintrittsdatum,Vorgesetzte E-Mail';
  const ARABIC =
    'الاسم,البريد الإلكتروني,الرقم الوظيفي,الدور الوظيفي,المسمّى الوظيفي,الموقع,المستوى,تاريخ التعيين,بريد المدير';
  const templateIn = async (language: string) =>
    (await csvOfUrl(server, ADMIN, TEMPLATE, { 'accept-language': language })).split('\r\n');
  beforeEach(() => nextRateLimitWindow(server));
  afterEach(() => nextRateLimitWindow(server));

  it('writes the header row and the level words in German or Arabic, English for anyone else', async () => {
    expect(await headerRowsOf(server, ADMIN, TEMPLATE)).toEqual({
      de: GERMAN,
      ar: ARABIC,
      browserDe: GERMAN,
      browserAr: ARABIC,
      browserFr: HEADER,
    });
    expect((await templateIn('de'))[2]).toBe('Sam Lee,sam.lee@example.com,EMP-0102,,,,Manager,,');
    expect((await templateIn('ar'))[1]).toMatch(/,عضو,2026-07-01,$/);
  });

  it('imports a template downloaded in German or Arabic as it is, with the same result as in English', async () => {
    const previewIn = async (language: string) => {
      const previewed = peerImportPreviewSchema.parse((await preview(csv(await templateIn(language)))).json());
      // the same rows but for the level, which each language says in its words
      return {
        ...previewed,
        // the headers as each language writes them, matched to the same fields
        columns: previewed.columns.map((entry) => entry.column),
        rows: previewed.rows.map((row) => ({ ...row, values: { ...row.values, level: '' } })),
      };
    };
    const english = await previewIn('en');
    expect(english).toMatchObject({ validCount: 2, invalidCount: 0 });
    expect(await previewIn('de')).toEqual(english);
    expect(await previewIn('ar')).toEqual(english);

    await saveLanguage(server, ADMIN, 'de');
    try {
      const german = await csvOfUrl(server, ADMIN, TEMPLATE);
      expect(german.split('\r\n')[0]).toBe(GERMAN);
      const result = peerImportResultSchema.parse((await commit(csv(german.split('\r\n')))).json());
      expect(result).toMatchObject({ created: 2, invalidCount: 0 });
    } finally {
      await saveLanguage(server, ADMIN, null);
    }
    expect(await peerByEmail('jane.doe@example.com')).toMatchObject({ level: 'level1', employeeId: 'EMP-0101' });
    expect(await peerByEmail('sam.lee@example.com')).toMatchObject({ level: 'level2', employeeId: 'EMP-0102' });
  });

  it('reads headers and levels in any of the three languages, in any case and with spaces around', async () => {
    const file = csv([
      ' PERSONALNUMMER ,الاسم,e-mail, Stufe ',
      'MX-1,Mona Mixed,mona@mixed.test,مسؤول الشركة',
      'MX-2,Max Mixed,max@mixed.test, unternehmensadministrator ',
      'MX-3,Mia Mixed,mia@mixed.test,MITGLIED',
      'MX-4,Moe Mixed,moe@mixed.test,Stufe 9',
    ]);
    const previewed = peerImportPreviewSchema.parse((await preview(file)).json());
    expect(previewed).toMatchObject({ validCount: 3, invalidCount: 1 });
    expect(
      previewed.rows.map((row) => [row.values.employeeId, row.values.name, row.errors.map((e) => e.field)]),
    ).toEqual([
      ['MX-1', 'Mona Mixed', []],
      ['MX-2', 'Max Mixed', []],
      ['MX-3', 'Mia Mixed', []],
      ['MX-4', 'Moe Mixed', ['level']],
    ]);
  });
});
