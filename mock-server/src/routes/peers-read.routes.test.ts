import { errorEnvelopeSchema, peerPageSchema, peerSchema, type Peer } from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { readCsvRows } from '../services/sheets/sheet-reader.js';
import { csvOfUrl, headerRowsOf } from '../testing/csv-language.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const GLOBEX = 'admin@globex.test';
const acmePeer = (n: number) => seedId('user', 'acme', n);
const acmeOption = (kind: string, ...names: string[]) => seedId(kind, 'acme', ...names);

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, as: string | null, payload?: object) {
  const headers = as ? await server.authHeaders(as) : {};
  return server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
const list = async (query: string, as = MEMBER) => call('GET', `/v2/peers${query}`, as);
const page = async (query: string, as = MEMBER) => {
  const response = await list(query, as);
  expect(response.statusCode).toBe(200);
  return peerPageSchema.parse(response.json());
};
const getPeer = async (id: string, as = ADMIN) => peerSchema.parse((await call('GET', `/v2/peers/${id}`, as)).json());
const details = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json()).details ?? [];

describe('GET /v2/peers', () => {
  it('pages the company directory on the server, sorted by name', async () => {
    const first = await page('');
    expect(first).toMatchObject({ total: 30, page: 1, perPage: 20, totalPages: 2 });
    expect(first.items).toHaveLength(20);
    const names = first.items.map((peer) => peer.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const second = await page('?page=2');
    expect(second.items).toHaveLength(10);
    expect(second.items.map((peer) => peer._id)).not.toContain(first.items[0]!._id);
    expect((await page('?perPage=40')).items).toHaveLength(30);
    expect((await page('?perPage=10&page=3')).items).toHaveLength(10);
  });

  it('answers readable option names with their ids, and IM ids by service', async () => {
    const member = (await page('?search=AC-1003', MANAGER)).items[0]!;
    expect(member).toMatchObject({
      name: 'Mia Member',
      email: MEMBER,
      employeeId: 'AC-1003',
      role: 'editor',
      level: 'level1',
      jobRole: { _id: acmeOption('job-role', 'QA Engineer'), name: 'QA Engineer' },
      location: { _id: acmeOption('location', 'Remote'), name: 'Remote' },
      block: { name: 'Home' },
      deletedAt: null,
    });
    expect(Object.keys(member.imIds).sort()).toEqual(['skype', 'slack', 'zoom']);
    expect(member.imIds.slack).toBe('@mia.member');
  });

  it('searches name, email and employee id, case-insensitively, with wildcards taken literally', async () => {
    expect((await page('?search=mia%20mem')).items.map((peer) => peer.email)).toEqual([MEMBER]);
    expect((await page('?search=MANAGER@')).items.map((peer) => peer.email)).toEqual([MANAGER]);
    expect((await page('?search=ac-1001', MANAGER)).items.map((peer) => peer.email)).toEqual([ADMIN]);
    expect((await page('?search=%25')).total).toBe(0);
    expect((await page('?search=_')).total).toBe(0);
  });

  it('pages a search’s matches with their count, the same as the unsearched directory holds them', async () => {
    // every seeded Acme email ends in @acme.test: the search matches the whole directory
    const all = await page('?perPage=40&sort=email');
    const searched = await page('?search=acme.test&perPage=10&page=2&sort=email');
    expect(searched).toMatchObject({ total: 30, page: 2, perPage: 10, totalPages: 3 });
    expect(searched.items.map((peer) => peer._id)).toEqual(all.items.slice(10, 20).map((peer) => peer._id));
    const sent = (await list('?search=acme.test')).json() as { items: Array<Record<string, unknown>> };
    expect(sent.items.filter((peer) => 'total' in peer)).toEqual([]);
    // a page past the last match still counts them, as the unsearched list does
    expect(await page('?search=acme.test&perPage=10&page=9')).toMatchObject({ total: 30, items: [] });
    expect(await page('?search=nobody-matches-this')).toMatchObject({ total: 0, items: [] });
    expect(await page('?perPage=10&page=9&sort=jobRole')).toMatchObject({ total: 30, items: [] });
    // each row is a peer of its own: the page's rows are its peers, in order, with nothing left over
    const byRole = await page('?perPage=40&sort=jobRole&order=desc');
    expect(new Set(byRole.items.map((peer) => peer._id)).size).toBe(30);
  });

  it('answers a search as the whole directory holds its matches: every sort both ways, paged, with custom fields', async () => {
    // a field whose values the answers carry (as the company's fields let each caller see them)
    const field = await call('POST', '/v2/company/peer-fields', ADMIN, {
      name: 'Search nickname',
      type: 'text',
      visibility: 'everyone',
    });
    expect(field.statusCode).toBe(201);
    const fieldId = (field.json() as { _id: string })._id;
    for (const n of [2, 3, 4]) {
      const patched = await call('PATCH', `/v2/peers/${acmePeer(n)}`, ADMIN, {
        customFields: { [fieldId]: `Nick ${n}` },
      });
      expect(patched.json()).toMatchObject({ _id: acmePeer(n) });
    }
    // a search every address matches ("acme"), one a few match ("mem"), one of two letters ("an") and one none
    // matches; a member searches names and emails, an admin employee ids too (and may sort by them)
    const callers = [
      { as: MEMBER, sorts: ['name', 'level', 'jobRole', 'email'], text: (peer: Peer) => [peer.name, peer.email] },
      { as: ADMIN, sorts: ['employeeId', 'jobRole'], text: (peer: Peer) => [peer.name, peer.email, peer.employeeId] },
    ];
    for (const { as, sorts, text } of callers)
      for (const search of ['acme', 'mem', 'an', 'zq'])
        for (const sort of sorts)
          for (const order of ['asc', 'desc']) {
            const whole = await page(`?sort=${sort}&order=${order}&perPage=40`, as);
            const matches = whole.items.filter((peer) =>
              text(peer).some((value) => value?.toLowerCase().includes(search)),
            );
            const first = await page(`?search=${search}&sort=${sort}&order=${order}&perPage=10`, as);
            expect({ total: first.total, items: first.items }).toEqual({
              total: matches.length,
              items: matches.slice(0, 10),
            });
            const second = await page(`?search=${search}&sort=${sort}&order=${order}&perPage=10&page=2`, as);
            expect(second.items).toEqual(matches.slice(10, 20));
            const past = await page(`?search=${search}&sort=${sort}&order=${order}&perPage=10&page=20`, as);
            expect({ total: past.total, items: past.items }).toEqual({ total: matches.length, items: [] });
          }
    const nicknamed = (await page('?search=acme&perPage=40')).items.filter((peer) => peer.customFields[fieldId]);
    expect(nicknamed.map((peer) => [peer._id, peer.customFields[fieldId]])).toEqual(
      expect.arrayContaining([2, 3, 4].map((n) => [acmePeer(n), `Nick ${n}`])),
    );
    expect((await call('DELETE', `/v2/company/peer-fields/${fieldId}`, ADMIN)).statusCode).toBe(200);
  });

  it('sorts by each column both ways', async () => {
    expect((await page('?sort=employeeId&order=desc', MANAGER)).items[0]!.employeeId).toBe('AC-1030');
    expect((await page('?sort=employeeId', MANAGER)).items[0]!.employeeId).toBe('AC-1001');
    expect((await page('?sort=jobRole')).items[0]!.jobRole?.name).toBe('Backend Developer');
    expect((await page('?sort=jobRole&order=desc')).items[0]!.jobRole?.name).toBe('QA Engineer');
    expect((await page('?sort=level&order=desc')).items[0]!.level).toBe('level3');
    const emails = (await page('?sort=email&perPage=40')).items.map((peer) => peer.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('pages every sort both ways as its whole list orders them, each peer once', async () => {
    for (const sort of ['name', 'email', 'level', 'jobRole', 'employeeId'])
      for (const order of ['asc', 'desc']) {
        const query = `?sort=${sort}&order=${order}`;
        const whole = await page(`${query}&perPage=40`, MANAGER);
        const pages = [];
        for (let number = 1; number <= 3; number++)
          pages.push(...(await page(`${query}&perPage=10&page=${number}`, MANAGER)).items);
        expect(pages.map((peer) => peer._id)).toEqual(whole.items.map((peer) => peer._id));
        expect(pages).toEqual(whole.items);
      }
  });

  it('filters by level, job role and location', async () => {
    const managers = await page('?level=level2&perPage=40');
    expect(managers.total).toBeGreaterThan(0);
    expect(managers.items.every((peer) => peer.level === 'level2')).toBe(true);
    const designers = await page(`?jobRoleId=${acmeOption('job-role', 'Designer')}`);
    expect(designers.items.every((peer) => peer.jobRole?.name === 'Designer')).toBe(true);
    const pune = await page(`?locationId=${acmeOption('location', 'Pune')}&perPage=40`);
    expect(pune.items.every((peer) => peer.location?.name === 'Pune')).toBe(true);
  });

  it('names bad query parameters', async () => {
    const response = await list('?perPage=15&page=0&sort=salary&order=up');
    expect(response.statusCode).toBe(400);
    expect(
      details(response)
        .map((detail) => detail.field)
        .sort(),
    ).toEqual(['order', 'page', 'perPage', 'sort']);
    expect(details(response)).toContainEqual(
      expect.objectContaining({ field: 'perPage', message: 'must be 10, 20 or 40' }),
    );
  });

  it('refuses a NUL in the search, naming it', async () => {
    const response = await list('?search=a%00b');
    expect(response.statusCode).toBe(400);
    expect(details(response)).toEqual([
      { field: 'search', message: 'must not contain control characters', code: 'field.controlCharacters' },
    ]);
  });

  it('shows another company only its own people', async () => {
    const globex = await page('?perPage=40', GLOBEX);
    expect(globex.total).toBe(6);
    expect(globex.items.every((peer) => peer.employeeId?.startsWith('GX-'))).toBe(true);
  });

  it('includes deleted peers for level3 only', async () => {
    expect((await list('?includeDeleted=true', MANAGER)).statusCode).toBe(403);
    expect((await page('?includeDeleted=true', ADMIN)).total).toBe(30);
  });

  it('needs a session', async () => {
    expect((await list('', null as unknown as string)).statusCode).toBe(401);
  });
});

describe('privacy by level (docs/privacy.md)', () => {
  const MEMBER_FIELDS = ['name', 'jobRole', 'designation', 'location', 'block', 'defaultWorkMode', 'imIds', 'email'];

  it('shows a member no mobile numbers or employee ids, in the list or one peer; level2 and level3 see them', async () => {
    const seen = await page('?perPage=40', MEMBER);
    for (const peer of seen.items) {
      expect(peer).not.toHaveProperty('phone');
      expect(peer).not.toHaveProperty('employeeId');
      for (const field of MEMBER_FIELDS) expect(peer).toHaveProperty(field);
    }
    expect(await getPeer(acmePeer(1), MEMBER)).not.toHaveProperty('phone');
    for (const as of [MANAGER, ADMIN]) {
      const peer = (await page('?perPage=40', as)).items.find((each) => each._id === acmePeer(1))!;
      expect(peer).toHaveProperty('phone');
      expect(peer.employeeId).toMatch(/^AC-/);
    }
  });

  it('does not let a member find or sort peers by employee id', async () => {
    const employeeId = (await getPeer(acmePeer(7), ADMIN)).employeeId!;
    expect((await page(`?search=${employeeId}`, MANAGER)).total).toBe(1);
    expect((await page(`?search=${employeeId}`, MEMBER)).total).toBe(0);
    const sorted = await list('?sort=employeeId', MEMBER);
    expect(sorted.statusCode).toBe(400);
    expect(details(sorted)).toMatchObject([
      { field: 'sort', message: 'must be one of the columns Name, Job role, Level or Email' },
    ]);
  });

  it('exports the directory as CSV for level3 only', async () => {
    for (const as of [MEMBER, MANAGER]) expect((await call('GET', '/v2/peers/export.csv', as)).statusCode).toBe(403);
    const response = await call('GET', '/v2/peers/export.csv?sort=employeeId', ADMIN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFEmployee id,Name,.*,Mobile,/);
    expect(lines).toHaveLength(31);
    const globex = await call('GET', '/v2/peers/export.csv', GLOBEX);
    expect(globex.body).not.toMatch(/AC-/);
  });

  it("writes the CSV in the reader's language, work modes and levels included", async () => {
    const url = '/v2/peers/export.csv?sort=employeeId';
    const german =
      'Personalnummer,Name,Funktion,Position,Arbeitsmodus,Skype,Slack,Zoom,Stufe,Zeitzone,E-Mail,Mobilnummer,Standort,Gebäudeteil,Vorgesetzte(r),Eintrittsdatum';
    const arabic =
      'الرقم الوظيفي,الاسم,الدور الوظيفي,المسمّى الوظيفي,نمط العمل,Skype,Slack,Zoom,المستوى,المنطقة الزمنية,البريد الإلكتروني,الجوال,الموقع,المبنى,المدير,تاريخ التعيين';
    expect(await headerRowsOf(server, ADMIN, url)).toEqual({
      de: german,
      ar: arabic,
      browserDe: german,
      browserAr: arabic,
      browserFr:
        'Employee id,Name,Job role,Designation,Work mode,Skype,Slack,Zoom,Level,Time zone,Email,Mobile,Location,Block,Manager,Hire date',
    });
    const cells = async (language: string, column: number) =>
      new Set(
        readCsvRows(Buffer.from(await csvOfUrl(server, ADMIN, url, { 'accept-language': language })), 100)
          .slice(1)
          .map((row) => row[column]),
      );
    expect(await cells('en', 4)).toEqual(new Set(['office', 'wfh', 'field']));
    expect(await cells('de', 4)).toEqual(new Set(['Büro', 'Homeoffice', 'Außendienst']));
    expect(await cells('ar', 8)).toEqual(new Set(['عضو', 'مدير', 'مسؤول الشركة']));
  });
});

describe('GET /v2/peers/:id', () => {
  it("reads a colleague; another company's peer is not found", async () => {
    expect((await getPeer(acmePeer(1), MEMBER)).email).toBe(MANAGER);
    const foreign = await call('GET', `/v2/peers/${acmePeer(1)}`, GLOBEX);
    expect(foreign.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(foreign.json()).message).toBe('Peer not found.');
    expect((await call('GET', '/v2/peers/not-a-uuid', MEMBER)).statusCode).toBe(400);
  });
});

// no answer about a peer needs a password's hash, so neither the directory nor one peer reads it from the database
it("reads no peer's password hash for the directory or one peer", async () => {
  const headers = await server.authHeaders(ADMIN);
  const statements: string[] = [];
  const stop = server.db.onQuery((text) => statements.push(text));
  const answers = await Promise.all(
    ['/v2/peers?page=1&perPage=20', '/v2/peers?search=a&sort=jobRole', `/v2/peers/${acmePeer(1)}`].map((url) =>
      server.app.inject({ method: 'GET', url, headers }),
    ),
  );
  stop();
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
  expect(statements.some((text) => /\busers\b/.test(text))).toBe(true);
  expect(statements.filter((text) => text.includes('password_hash'))).toEqual([]);
});
