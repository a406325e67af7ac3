import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { seedId } from '../../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../test-server.js';
import { foreignIds, idsByCompany, memberLeaks } from './response-checks.js';
import { logRowWrites, type RowWriteLog } from '../table-hashes.js';
import { coverageProblems } from './coverage.js';
import {
  CALLER_EMAILS,
  CALLERS,
  type Caller,
  type Expected,
  type MatrixContext,
  type MatrixFile,
  type MatrixRequest,
  type MatrixRow,
} from './matrix-types.js';

/**
 * The access matrix (docs/api.md): every registered route, called by nobody, each Acme level and
 * another company's admin, must answer exactly the status its row expects. Rows live next to this file,
 * one `<area>.matrix.ts` per feature area, all picked up here. Beyond the status (response-checks.ts):
 * no signed-in GET answers an id of another company; no answer to the member holds what docs/privacy.md
 * keeps from members; and a refused write leaves every table as it was (no row of any table written).
 * Which fields each caller gets, route by route, is field-matrix.test.ts.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const files: Array<[string, MatrixFile]> = [];
// one at a time: jest's ESM loader trips over parallel dynamic imports sharing modules
for (const name of readdirSync(here)
  .filter((file) => file.endsWith('.matrix.ts'))
  .sort()) {
  files.push([name, (await import(pathToFileURL(path.join(here, name)).href)) as MatrixFile]);
}
const allRows = files.flatMap(([, file]) => file.rows ?? []);
const allPrefixes = files.flatMap(([, file]) => file.prefixes ?? []);

let server: TestServer;
const headersOf = new Map<Caller, Record<string, string>>();
const companyOf = new Map<Caller, string>();
let companyIds = new Map<string, string[]>();
let memberId = '';
/** Every mobile number of the company but the member's own. */
let othersPhones: string[] = [];
let writes: RowWriteLog;
let made = 0;
const context = (): MatrixContext => ({
  server,
  unique: (caller) => `${(made += 1)}-${caller.toLowerCase()}`,
  async emailOf(employeeId) {
    const [user] = await server.db.query<{ email: string }>('SELECT email FROM users WHERE employee_id = $1', [
      employeeId,
    ]);
    if (!user) throw new Error(`no seeded peer ${employeeId}`);
    return user.email;
  },
});

beforeAll(async () => {
  server = await createTestServer();
  headersOf.set('anonymous', {});
  for (const caller of CALLERS.filter((name) => name !== 'anonymous')) {
    const email = CALLER_EMAILS[caller as keyof typeof CALLER_EMAILS];
    headersOf.set(caller, await server.authHeaders(email));
    const [user] = await server.db.query<{ id: string; company: string }>(
      'SELECT id::text AS id, company_id::text AS company FROM users WHERE email = $1',
      [email],
    );
    companyOf.set(caller, user!.company);
    if (caller === 'level1') memberId = user!.id;
  }
  companyIds = await idsByCompany(server);
  // the rate limits' counts grow with every request by design: not data
  writes = await logRowWrites(server.db, ['_migrations', 'rate_limit_hits']);
  othersPhones = (
    await server.db.query<{ phone: string }>(
      "SELECT phone FROM users WHERE phone IS NOT NULL AND phone <> '' AND id <> $1",
      [memberId],
    )
  ).map((row) => row.phone);
});
afterAll(async () => {
  await server.close();
});

it('has exactly one row (or a covering prefix) for every registered route', () => {
  expect(coverageProblems(server.app.registeredRoutes, allRows, allPrefixes)).toEqual([]);
});

describe.each(files.filter(([, file]) => file.rows?.length).map(([name, file]) => [name, file.rows!] as const))(
  '%s',
  (_name, rows) => {
    it.each(rows.map((entry) => [`${entry.method} ${entry.url}`, entry] as const))('%s', async (_label, entry) => {
      const got = {} as Expected;
      for (const caller of CALLERS) {
        const request = (await entry.request?.(context(), caller)) ?? {};
        const url = request.url ?? entry.url;
        if (url.includes('/:'))
          throw new Error(`${entry.method} ${entry.url}: the row's request must give a concrete url`);
        await probeForeignCompany(entry, caller, url, request);
        const write = entry.method !== 'GET' && entry.method !== 'HEAD';
        // the setup's own work after its answers (an invitation's mail marked sent) lands before the mark
        if (write) await server.settle();
        const mark = write ? await writes.mark() : null;
        const response = await server.app.inject({
          method: entry.method as 'GET',
          url,
          headers: { ...headersOf.get(caller), ...request.headers },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        got[caller] = response.statusCode;
        const route = `${entry.method} ${entry.url} as ${caller}`;
        // a refused write changed nothing: no table has a row it inserted, updated or deleted
        if (mark !== null && response.statusCode >= 400)
          expect({ route, changed: await writes.tablesWrittenSince(mark) }).toEqual({ route, changed: [] });
        // a public route's credential is in the request (a TV key, a signed token), not the session: it answers alike to all
        if (
          entry.method === 'GET' &&
          caller !== 'anonymous' &&
          entry.expect.anonymous >= 400 &&
          response.statusCode < 300
        ) {
          expect({ route, foreignIds: foreignIds(response.body, companyOf.get(caller)!, companyIds) }).toEqual({
            route,
            foreignIds: [],
          });
          if (caller === 'level1')
            expect({ route, leaks: memberLeaks(response.body, memberId, othersPhones) }).toEqual({ route, leaks: [] });
        }
      }
      expect(got).toEqual(entry.expect);
    });
  },
);

/**
 * A JSON body that names another company is refused with 403 before any handler runs (docs/privacy.md),
 * on every signed-in route that takes one: tried with the caller who would otherwise succeed.
 */
async function probeForeignCompany(
  entry: MatrixRow,
  caller: Caller,
  url: string,
  request: MatrixRequest,
): Promise<void> {
  const jsonBody = request.payload && typeof request.payload === 'object' && !Buffer.isBuffer(request.payload);
  if (caller !== 'level3' || !jsonBody || entry.expect.anonymous !== 401 || entry.expect.level3 >= 300) return;
  const response = await server.app.inject({
    method: entry.method as 'POST',
    url,
    headers: { ...headersOf.get(caller), ...request.headers },
    payload: { ...(request.payload as object), company: seedId('company', 'globex') },
  });
  expect({ route: `${entry.method} ${entry.url}`, foreignCompanyStatus: response.statusCode }).toEqual({
    route: `${entry.method} ${entry.url}`,
    foreignCompanyStatus: 403,
  });
}
