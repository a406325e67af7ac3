import { Readable } from 'node:stream';
import unzipper, { type Entry } from 'unzipper';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import {
  DEMO_TABLE_PREFIX,
  EXPORTED_TABLES,
  NOT_EXPORTED,
  SECRET_COLUMN,
  SUMMARISED_TABLES,
} from './company-export.js';

/**
 * Issue #33: GET /v2/company/export. Nothing is re-imported; the test proves every table of the company
 * is in the zip with every one of its rows, no secret column is, and no other company's row is.
 */
let server: TestServer;
let files: Map<string, string>;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

beforeAll(async () => {
  server = await createTestServer();
  const response = await server.app.inject({
    method: 'GET',
    url: '/v2/company/export',
    headers: await server.authHeaders('admin@acme.test'),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="timely-export-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  files = await unzip(response.rawPayload);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

function unzip(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const found = new Map<string, string>();
    const reading: Array<Promise<void>> = [];
    const parser = unzipper.Parse();
    parser.on('entry', (entry: Entry) => {
      reading.push(
        new Promise((done) => {
          const chunks: Buffer[] = [];
          entry.on('data', (chunk: Buffer) => chunks.push(chunk));
          entry.on('end', () => {
            found.set(entry.path, Buffer.concat(chunks).toString('utf8'));
            done();
          });
        }),
      );
    });
    parser.on('error', reject);
    parser.on('close', () => void Promise.all(reading).then(() => resolve(found)));
    Readable.from([bytes]).pipe(parser);
  });
}

const companyId = async (slug: string) =>
  (await server.db.query<{ id: string }>('SELECT id FROM companies WHERE slug = $1', [slug]))[0]!.id;
const dataLines = (csv: string) =>
  csv
    .split('\r\n')
    .slice(1)
    .filter((line) => line !== '');

it('holds one CSV for every table of the database that is not left out for a stated reason', async () => {
  const tables = (
    await server.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    )
  ).map((row) => row.table_name);
  const unaccounted = tables.filter(
    (table) =>
      !EXPORTED_TABLES[table] &&
      !NOT_EXPORTED[table] &&
      !SUMMARISED_TABLES[table] &&
      !table.startsWith(DEMO_TABLE_PREFIX),
  );
  expect(unaccounted).toEqual([]);
  // and every listed table exists
  expect(Object.keys(EXPORTED_TABLES).filter((table) => !tables.includes(table))).toEqual([]);
  expect([...files.keys()].sort()).toEqual(
    [
      ...Object.keys(EXPORTED_TABLES).map((table) => `${table}.csv`),
      ...Object.values(SUMMARISED_TABLES).map(({ file }) => `${file}.csv`),
      'manifest.csv',
    ].sort(),
  );
});

it("holds every row of the company's tables, as the manifest says", async () => {
  const acme = await companyId('acme');
  const manifest = new Map(
    dataLines(files.get('manifest.csv')!).map((line) => [line.split(',')[0]!, Number(line.split(',')[1])]),
  );
  for (const [table, where] of Object.entries(EXPORTED_TABLES)) {
    const [row] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}" WHERE ${where}`, [
      acme,
    ]);
    const lines = dataLines(files.get(`${table}.csv`)!);
    // a line break inside a quoted value would split a row: the seed has none, so lines are rows
    expect({ table, rows: lines.length, manifest: manifest.get(table) }).toEqual({
      table,
      rows: row!.n,
      manifest: row!.n,
    });
  }
  expect(dataLines(files.get('users.csv')!).length).toBe(30);
  expect(files.get('users.csv')).toContain('admin@acme.test');
});

it('names no 360 reviewer: feedback only as counts and averages per reviewee and month, behind 3 reviewers', async () => {
  const acme = await companyId('acme');
  expect(files.has('peer_feedback.csv')).toBe(false);
  const reviewerIds = (
    await server.db.query<{ id: string }>(
      'SELECT DISTINCT reviewer_id::text AS id FROM peer_feedback WHERE company_id = $1',
      [acme],
    )
  ).map((row) => row.id);
  expect(reviewerIds.length).toBeGreaterThan(3);
  const summary = files.get('peer_feedback_by_month.csv')!;
  expect(summary.split('\r\n')[0]).toBe(
    'reviewee_id,month,reviews,reviewers,dependability,impact,teamplay,competence,ownership',
  );
  const lines = dataLines(summary).map((line) => line.split(','));
  expect(lines.length).toBeGreaterThan(0);
  for (const [revieweeId, month, reviews, reviewers, ...averages] of lines) {
    const [expected] = await server.db.query<{ reviews: number; reviewers: number; dependability: string }>(
      `SELECT count(*)::int AS reviews, count(DISTINCT reviewer_id)::int AS reviewers,
         round(avg(dependability), 2)::text AS dependability
       FROM peer_feedback WHERE company_id = $1 AND reviewee_id = $2 AND to_char(month, 'YYYY-MM') = $3`,
      [acme, revieweeId, month],
    );
    expect({ reviews: Number(reviews), reviewers: Number(reviewers), dependability: averages[0] }).toEqual(expected);
    expect(Number(reviewers)).toBeGreaterThanOrEqual(3);
  }
  // a reviewee and month with fewer than 3 reviewers is left out altogether, counts included
  const [thin] = await server.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM peer_feedback WHERE company_id = $1
       GROUP BY reviewee_id, month HAVING count(DISTINCT reviewer_id) >= 3) AS enough`,
    [acme],
  );
  expect(lines.length).toBe(thin!.n);
  // no file of the zip holds a reviewer's id beside a review, nor a review's comment
  const comments = (
    await server.db.query<{ comment: string }>(
      'SELECT comment FROM peer_feedback WHERE company_id = $1 AND length(comment) > 10',
      [acme],
    )
  ).map((row) => row.comment);
  for (const [name, csv] of files) {
    expect({ name, reviewerColumn: csv.split('\r\n')[0]!.includes('reviewer_id') }).toEqual({
      name,
      reviewerColumn: false,
    });
    expect({ name, comments: comments.filter((comment) => csv.includes(comment)) }).toEqual({ name, comments: [] });
  }
});

it('holds no password hash, token or key hash', () => {
  for (const [name, csv] of files) {
    const header = csv.split('\r\n')[0]!.split(',');
    expect({ name, secretColumns: header.filter((column) => SECRET_COLUMN.test(column)) }).toEqual({
      name,
      secretColumns: [],
    });
    expect({ name, bcrypt: /\$2[aby]\$\d\d\$/.test(csv) }).toEqual({ name, bcrypt: false });
  }
});

it("holds no row of another company: none of Globex's ids appears anywhere in it", async () => {
  const globex = await companyId('globex');
  const globexIds = new Set<string>([globex]);
  for (const [table, where] of Object.entries(EXPORTED_TABLES)) {
    const rows = await server.db.query<Record<string, unknown>>(`SELECT * FROM "${table}" WHERE ${where}`, [globex]);
    for (const row of rows) for (const id of JSON.stringify(row).match(UUID) ?? []) globexIds.add(id);
  }
  expect(globexIds.size).toBeGreaterThan(50);
  const acmeIds = new Set([...files.values()].flatMap((csv) => csv.match(UUID) ?? []));
  expect([...globexIds].filter((id) => acmeIds.has(id))).toEqual([]);
  expect([...files.values()].some((csv) => csv.includes('admin@globex.test'))).toBe(false);
});

it('writes a cell a spreadsheet would run as plain text, in the zip and in the audit log CSV', async () => {
  const headers = await server.authHeaders('admin@acme.test');
  const formula = '=HYPERLINK("http://evil.test","Open")';
  const added = await server.app.inject({
    method: 'POST',
    url: '/v2/options/public-holidays',
    payload: { day: '2044-02-02', name: formula },
    headers,
  });
  expect(added.statusCode).toBe(201);
  const exported = await server.app.inject({ method: 'GET', url: '/v2/company/export', headers });
  const holidays = (await unzip(exported.rawPayload)).get('public_holidays.csv')!;
  const row = dataLines(holidays).find((line) => line.includes('2044-02-02'))!;
  expect(row).toContain(`"'=HYPERLINK(""http://evil.test"",""Open"")"`);
  const audit = await server.app.inject({ method: 'GET', url: '/v2/audit-log/export?kind=option.created', headers });
  expect(audit.statusCode).toBe(200);
  expect(audit.body).toContain('evil.test');
  // no cell of either file starts with =, +, - or @ (a quoted cell's first character is after its quote)
  for (const csv of [holidays, audit.body])
    for (const line of dataLines(csv))
      expect({
        line,
        cells: line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).filter((cell) => /^"?[=+\-@]/.test(cell)),
      }).toEqual({
        line,
        cells: [],
      });
});
