import fc from 'fast-check';
import type { ZodType } from 'zod';
import { seedId } from '../db/seed/seed-ids.js';
import type { RegisteredRoute } from '../server.js';
import { createTestServer, type TestServer } from './test-server.js';
import { tableHashes as hashesOf } from './table-hashes.js';
import { multipartFile, zipBomb } from './uploads.js';

/**
 * Issue #14: generated hostile input on every product route that takes input. Each run takes a route,
 * fills its path parameters with ids that cannot be the caller's (malformed, random, or another
 * company's), and sends a body or query that the route's own contract refuses (wrong types, huge or
 * odd strings, SQL and script fragments, prototype-pollution keys, extra fields). Every answer must be
 * a 4xx with the error envelope (never a 5xx, never a success), and afterwards every table holds exactly
 * what it held (a hash of each table's rows: a row count cannot see an update or a soft delete). The
 * caller is the Acme admin (level3), so the input reaches validation, not a 403.
 *
 * Issue #28 added boundary values for every field (days 0001-01-01 and 9999-12-31, ranges of centuries,
 * 1 MiB strings, deeply nested JSON), a zip bomb to every upload, and a watch on /health, which must answer
 * within a second all along. The generated cases change with each run's seed; a failure prints the seed
 * (HOSTILE_SEED=<seed> replays it).
 *
 * Issue #48 added control characters, half surrogate pairs and integers past 2^31 to the generated values,
 * and a sweep of every registered route, the demo API's included: a NUL in each of its path parameters,
 * query fields and body fields is refused with a 400 that names that field, before anything reaches the
 * database (where a NUL answered 500).
 *
 * Not in the generated runs: the spec's demo API under /api (it keeps the spec's loose parsing; its own
 * tests cover it), and the routes that take no input at all, so there is nothing hostile to send.
 */
const NO_INPUT = new Set([
  'DELETE /v2/me/avatar',
  'DELETE /v2/company/logo',
  'POST /v2/notifications/read-all',
  'POST /v2/me/calendar-feeds',
  'DELETE /v2/me/calendar-feeds',
  'POST /v2/events/ticket',
]);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RUNS = 1_500;
const SEED = Number(process.env.HOSTILE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const HEALTH_BUDGET_MS = 1000;

let server: TestServer;
let headers: Record<string, string>;
let foreignIds: string[];
let targets: RegisteredRoute[];

beforeAll(async () => {
  server = await createTestServer();
  headers = await server.authHeaders('admin@acme.test');
  const globex = seedId('company', 'globex');
  // ids that exist, but in another company: guessing them must get the caller nothing
  const rows = await server.db.query<{ id: string }>(
    `SELECT id FROM projects WHERE company_id = $1 UNION ALL SELECT id FROM users WHERE company_id = $1
     UNION ALL SELECT id FROM sprints WHERE company_id = $1 UNION ALL SELECT id FROM feed_posts WHERE company_id = $1`,
    [globex],
  );
  foreignIds = rows.map((row) => row.id);
  targets = server.app.registeredRoutes.filter((route) => {
    if (!route.url.startsWith('/v2/') || NO_INPUT.has(`${route.method} ${route.url}`)) return false;
    return WRITES.has(route.method) || (route.method === 'GET' && route.querystring !== undefined);
  });
});
afterAll(async () => {
  await server.close();
});

/** Asks /health every 100 ms while `work` runs: the slowest answer, which one request must never hold up. */
async function watchingHealth<T>(work: () => Promise<T>): Promise<{ result: T; slowestHealthMs: number }> {
  let slowest = 0;
  let running = true;
  const watcher = (async () => {
    while (running) {
      const started = performance.now();
      const health = await server.app.inject({ method: 'GET', url: '/health' });
      if (health.statusCode !== 200) throw new Error(`/health answered ${health.statusCode}`);
      slowest = Math.max(slowest, performance.now() - started);
      // eslint-disable-next-line no-restricted-syntax -- the probe's rate while the work runs, not a wait for it
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    return { result: await work(), slowestHealthMs: slowest };
  } finally {
    running = false;
    await watcher;
  }
}

/** Names the seed of a failed generated run, so it can be replayed. */
async function withSeed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n\nReplay with HOSTILE_SEED=${SEED}`, { cause: error });
  }
}

const sqlAndScript = fc.constantFrom(
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '"); DELETE FROM projects; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00\u0000null byte',
);
// every kind of character the API refuses in any text: NUL, other C0 and C1 controls, a lone CR, half a pair
const controlCharacters = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\r', '\uD800', '\uDFFF'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, character, after]) => `${before}${character}${after}`);
const oddStrings = fc.oneof(
  sqlAndScript,
  controlCharacters,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('𝕿𝖎𝖒𝖊𝖑𝖞', '\u202Eevil', 'ＡＢＣ', '🙂'.repeat(300), ''),
  fc.integer({ min: 10_000, max: 100_000 }).map((length) => 'x'.repeat(length)),
);
const oddNumbers = fc.oneof(
  fc.integer({ min: -2_147_483_648, max: -1 }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.000001, 2 ** 31, -0),
  // past what a PostgreSQL integer column holds
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: -(2 ** 31) - 1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const leaf = fc.oneof(oddStrings, oddNumbers, fc.boolean(), fc.constant(null));
const oddValue = fc.oneof(
  leaf,
  fc.array(leaf, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }),
);

/** A body as raw JSON: an object of hostile fields (extra ones included), a non-object, or a pollution attempt. */
function hostileBody(fieldNames: string[]): fc.Arbitrary<string> {
  const names = fieldNames.length ? fc.constantFrom(...fieldNames) : fc.string({ maxLength: 12 });
  const objectBody = fc
    .dictionary(fc.oneof(names, fc.string({ maxLength: 12 })), oddValue, { minKeys: 0, maxKeys: 6 })
    .map((body) => JSON.stringify(body));
  const nonObject = fc.oneof(leaf, fc.array(oddValue, { maxLength: 3 })).map((body) => JSON.stringify(body));
  const pollution = fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.dictionary(names, oddValue, { maxKeys: 2 }))
    .map(
      ([key, rest]) =>
        `{"${key}": {"polluted": true, "prototype": {"polluted": true}}, ${JSON.stringify(rest).slice(1, -1) || '"x": 1'}}`,
    );
  const broken = fc.constantFrom('{"name": ', '{name: 1}', 'null null', '[', '\u0000');
  return fc.oneof(
    { weight: 6, arbitrary: objectBody },
    { weight: 2, arbitrary: nonObject },
    { weight: 1, arbitrary: pollution },
    { weight: 1, arbitrary: broken },
  );
}

const hostileId = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }).filter((id) => id.trim().length > 0),
  sqlAndScript,
  fc.constantFrom('0', '-1', '99999999999999999999', 'null', 'undefined', '%27', '..'),
  fc
    .constant('')
    .chain(() => fc.constantFrom(...(foreignIds.length ? foreignIds : ['00000000-0000-4000-8000-000000000000']))),
);

type Attempt = { route: string; method: string; url: string; payload?: string; contentType?: string };

/** One request to `route`: hostile path parameters, and a body or query its own contract refuses. */
function attemptOn(route: RegisteredRoute): fc.Arbitrary<Attempt> {
  const name = `${route.method} ${route.url}`;
  const params = route.url.match(/:[A-Za-z]+/g) ?? [];
  const urlArb = fc
    .tuple(...params.map(() => hostileId))
    .map((ids) => params.reduce((url, param, index) => url.replace(param, encodeURIComponent(ids[index]!)), route.url));
  if (route.method === 'GET') {
    const schema = route.querystring as ZodType;
    const query = fc
      .dictionary(
        fc.oneof(fc.constantFrom(...fieldsOf(schema)), fc.string({ maxLength: 8 })),
        fc.oneof(oddStrings, oddNumbers.map(String)),
        { minKeys: 1, maxKeys: 4 },
      )
      .filter((values) => !schema.safeParse(values).success || Object.values(values).some(holdsControlCharacter));
    return fc.tuple(urlArb, query).map(([url, values]) => ({
      route: name,
      method: 'GET',
      url: `${url}?${new URLSearchParams(values as Record<string, string>)}`,
    }));
  }
  const schema = route.body as ZodType | undefined;
  // a body the contract would accept is not hostile, unless it holds a text every route refuses: leave those
  // out (a route with ids still refuses it)
  const body = hostileBody(fieldsOf(schema)).filter(
    (raw) => params.length > 0 || !schema || !accepts(schema, raw) || jsonHoldsRefusedText(raw),
  );
  return fc
    .tuple(urlArb, body)
    .map(([url, payload]) => ({ route: name, method: route.method, url, payload, contentType: 'application/json' }));
}

it(`answers ${RUNS} hostile requests with a 4xx and the error envelope, and changes nothing`, async () => {
  const before = await tableHashes();
  const seen = new Map<string, number>();
  // the runs are shared out over the routes, so every route is tried in every run (drawn at random, a route
  // among two hundred went untried about once in ten runs)
  const runsPerRoute = Math.ceil(RUNS / targets.length);
  const { slowestHealthMs } = await watchingHealth(() =>
    withSeed(async () => {
      for (const [index, route] of targets.entries()) {
        await fc.assert(
          fc.asyncProperty(attemptOn(route), async (request) => {
            const response = await server.app.inject({
              method: request.method as 'POST',
              url: request.url,
              headers: { ...headers, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
              ...(request.payload === undefined ? {} : { payload: request.payload }),
            });
            seen.set(request.route, (seen.get(request.route) ?? 0) + 1);
            if (response.statusCode < 400 || response.statusCode >= 500) {
              throw new Error(
                `${request.method} ${request.url.slice(0, 200)} ${(request.payload ?? '').slice(0, 200)} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
              );
            }
            const envelope = response.json() as Record<string, unknown>;
            expect(envelope).toMatchObject({
              statusCode: response.statusCode,
              error: expect.any(String),
              message: expect.any(String),
            });
          }),
          { numRuns: runsPerRoute, seed: SEED + index, endOnFailure: true },
        );
      }
    }),
  );
  // nothing was created, changed, deleted or restored, and no prototype was polluted
  expect(await tableHashes()).toEqual(before);
  expect(slowestHealthMs).toBeLessThan(HEALTH_BUDGET_MS);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  // every route was tried
  expect([...seen.keys()].sort()).toEqual(targets.map((route) => `${route.method} ${route.url}`).sort());
}, 240_000);

function fieldsOf(schema: ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

// what every route refuses in any text (src/http/plain-text-input.ts): a control character other than tab,
// newline and a CRLF's CR, or half a surrogate pair
const REFUSED_TEXT = /\r(?!\n)|(?![\t\n\r])\p{Cc}|\p{Cs}/u;

function holdsRefusedText(value: unknown): boolean {
  return typeof value === 'string' && REFUSED_TEXT.test(value);
}

// a query is sent percent-encoded, which makes half a surrogate pair U+FFFD: only control characters stay
const CONTROL_CHARACTER = /\r(?!\n)|(?![\t\n\r])\p{Cc}/u;

function holdsControlCharacter(value: unknown): boolean {
  return typeof value === 'string' && CONTROL_CHARACTER.test(value);
}

function jsonHoldsRefusedText(raw: string): boolean {
  let found = false;
  try {
    JSON.parse(raw, (key, value: unknown) => {
      if (holdsRefusedText(key) || holdsRefusedText(value)) found = true;
      return value;
    });
  } catch {
    return false;
  }
  return found;
}

function jsonOr(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return {};
  }
}

function accepts(schema: ZodType, raw: string): boolean {
  try {
    return schema.safeParse(JSON.parse(raw)).success;
  } catch {
    return false; // not JSON at all: refused before the contract
  }
}

const tableHashes = () => hashesOf(server.db);

const MIB_STRING = 'x'.repeat(1024 * 1024 - 1024);
const NESTED = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
/** What every field gets in turn: days at the edges of the calendar, an impossible day, a huge string and number, deep nesting. */
const BOUNDARY_VALUES: Array<{ name: string; value: unknown }> = [
  { name: '0001-01-01', value: '0001-01-01' },
  { name: '9999-12-31', value: '9999-12-31' },
  { name: '2030-02-30', value: '2030-02-30' },
  { name: '1 MiB string', value: MIB_STRING },
  { name: '1e308', value: 1e308 },
  { name: 'nested JSON', value: JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown },
];
/** Pairs of fields that make a range, each given centuries. */
const RANGES: Array<[string, string]> = [
  ['from', 'to'],
  ['fromDate', 'toDate'],
  ['startDate', 'endDate'],
  ['optimisticDate', 'conservativeDate'],
];
const CENTURIES: Array<[string, string]> = [
  ['0001-01-01', '9999-12-31'],
  ['2000-01-01', '2100-12-31'],
  ['9999-12-31', '9999-12-31'],
];
/** The rest of a body that reaches the handler with a range (the leave request of 9999-12-31 hung the API). */
const RANGE_BASES: Record<string, Record<string, unknown>> = { 'POST /v2/leave/requests': { type: 'annual' } };

type Sweep = { label: string; method: string; url: string; payload?: string; query?: Record<string, string> };

/** Every boundary value in every field of every route, and centuries in every range, with ids that are nobody's. */
function sweep(): Sweep[] {
  const nobody = '00000000-0000-4000-8000-000000000000';
  const cases: Sweep[] = [];
  for (const route of targets) {
    const url = route.url.replace(/:[A-Za-z]+/g, nobody);
    const hasParams = url !== route.url;
    const schema = (route.method === 'GET' ? route.querystring : route.body) as ZodType | undefined;
    const fields = fieldsOf(schema);
    const bodies: Array<{ label: string; body: Record<string, unknown> }> = [];
    for (const field of fields)
      for (const { name, value } of BOUNDARY_VALUES)
        bodies.push({ label: `${field}=${name}`, body: { [field]: value } });
    for (const [from, to] of RANGES) {
      const base = RANGE_BASES[`${route.method} ${route.url}`] ?? {};
      if (fields.includes(from) && fields.includes(to))
        for (const [first, last] of CENTURIES)
          bodies.push({ label: `${from}..${to}=${first}..${last}`, body: { ...base, [from]: first, [to]: last } });
    }
    for (const { label, body } of bodies) {
      if (route.method === 'GET') {
        // a query is text; the big string is cut to what a URL may carry
        const query = Object.fromEntries(
          Object.entries(body).map(([key, value]) => [
            key,
            typeof value === 'string' ? value.slice(0, 16_000) : JSON.stringify(value),
          ]),
        );
        cases.push({ label: `${route.method} ${route.url} ${label}`, method: 'GET', url, query });
      } else if (hasParams || !schema || !schema.safeParse(body).success) {
        // a body its contract accepts on a route without ids would be a real change: not hostile
        cases.push({
          label: `${route.method} ${route.url} ${label}`,
          method: route.method,
          url,
          payload: JSON.stringify(body),
        });
      }
    }
    if (route.method !== 'GET')
      cases.push({
        label: `${route.method} ${route.url} nested 50,000 deep`,
        method: route.method,
        url,
        payload: NESTED,
      });
  }
  return cases;
}

it('answers every boundary value in every field promptly, without a 5xx, and changes nothing', async () => {
  // a boundary value an export accepts is a read whose audit entry is its trace
  const before = await hashesOf(server.db, { besidesExports: true });
  const cases = sweep();
  expect(cases.length).toBeGreaterThan(500);
  const { slowestHealthMs } = await watchingHealth(async () => {
    const send = async (request: (typeof cases)[number]) => {
      const started = performance.now();
      const response = await server.app.inject({
        method: request.method as 'POST',
        url: request.url,
        headers: { ...headers, ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(request.query ? { query: request.query } : {}),
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      return { response, ms: performance.now() - started };
    };
    for (const request of cases) {
      let { response, ms } = await send(request);
      // a request over the budget is sent again: work that stalls the server is slow both times, where a
      // shared machine's pause (another process on the core, a collection) falls on one of them
      const answeredWell = () => response.statusCode < 500 && (request.method === 'GET' || response.statusCode >= 400);
      if (ms > HEALTH_BUDGET_MS && answeredWell()) ({ response, ms } = await send(request));
      if (!answeredWell() || ms > HEALTH_BUDGET_MS) {
        throw new Error(
          `${request.label} answered ${response.statusCode} in ${Math.round(ms)} ms: ${response.body.slice(0, 300)}`,
        );
      }
    }
  });
  expect(await hashesOf(server.db, { besidesExports: true })).toEqual(before);
  expect(slowestHealthMs).toBeLessThan(HEALTH_BUDGET_MS);
}, 240_000);

it('refuses a zip bomb sent to every upload, promptly, and changes nothing', async () => {
  const [sprint] = await server.db.query<{ id: string }>(
    'SELECT id FROM sprints WHERE company_id = $1 AND closed_at IS NULL LIMIT 1',
    [seedId('company', 'acme')],
  );
  const [peer] = await server.db.query<{ id: string }>(
    "SELECT id FROM users WHERE company_id = $1 AND level = 'level1' LIMIT 1",
    [seedId('company', 'acme')],
  );
  const uploads = server.app.registeredRoutes.filter((route) => route.consumes?.includes('multipart/form-data'));
  expect(uploads.length).toBeGreaterThanOrEqual(4);
  const file = multipartFile(zipBomb(64 * 1024 * 1024), {
    filename: 'plan.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const before = await tableHashes();
  const { slowestHealthMs } = await watchingHealth(async () => {
    for (const route of uploads) {
      const url = route.url.replace(':id', route.url.includes('sprints') ? sprint!.id : peer!.id);
      const started = performance.now();
      const response = await server.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...headers, ...file.headers },
        payload: file.payload,
      });
      expect({
        route: route.url,
        status: response.statusCode,
        refused: response.statusCode >= 400 && response.statusCode < 500,
      }).toMatchObject({ refused: true });
      expect(performance.now() - started).toBeLessThan(5000);
    }
  });
  expect(await tableHashes()).toEqual(before);
  expect(slowestHealthMs).toBeLessThan(HEALTH_BUDGET_MS);
}, 120_000);

type NulCase = { label: string; field: string; method: string; url: string; payload?: string };

/** A NUL in each path parameter, query field and body field of every route the API serves, one at a time. */
function nulCases(): NulCase[] {
  const nobody = '00000000-0000-4000-8000-000000000000';
  const nul = 'a\u0000b';
  const cases: NulCase[] = [];
  const routes = server.app.registeredRoutes.filter(
    (route) => /^\/(v2|api)\/|^\/(health|ready)$/.test(route.url) && !['HEAD', 'OPTIONS'].includes(route.method),
  );
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    const params = route.url.match(/:[A-Za-z]+/g) ?? [];
    const plain = route.url.replace(/:[A-Za-z]+/g, nobody);
    for (const param of params)
      cases.push({
        label: `${name} path ${param}`,
        field: param.slice(1),
        method: route.method,
        url: route.url.replace(/:[A-Za-z]+/g, (found) => (found === param ? encodeURIComponent(nul) : nobody)),
      });
    // a route without a query schema is asked with one anyway: the rule holds for what it does not read
    const queryFields = fieldsOf(route.querystring as ZodType | undefined);
    for (const field of queryFields.length ? queryFields : ['search'])
      cases.push({
        label: `${name} query ${field}`,
        field,
        method: route.method,
        url: `${plain}?${new URLSearchParams({ [field]: nul })}`,
      });
    if (route.method === 'GET' || route.consumes?.includes('multipart/form-data')) continue;
    const bodyFields = fieldsOf(route.body as ZodType | undefined);
    for (const field of bodyFields)
      cases.push({
        label: `${name} body ${field}`,
        field,
        method: route.method,
        url: plain,
        payload: JSON.stringify({ [field]: nul }),
      });
    if (!bodyFields.length)
      cases.push({
        label: `${name} bare body`,
        field: 'body',
        method: route.method,
        url: plain,
        payload: JSON.stringify(nul),
      });
  }
  return cases;
}

it('refuses a NUL in every path parameter, query field and body field of every route, naming it, and changes nothing', async () => {
  // the generated runs above spent the rate limits of some routes: their counts are no data, start afresh
  await server.db.query('DELETE FROM rate_limit_hits');
  const before = await tableHashes();
  const cases = nulCases();
  expect(cases.length).toBeGreaterThan(300);
  const wrong: string[] = [];
  for (const request of cases) {
    const ask = () =>
      server.app.inject({
        method: request.method as 'POST',
        url: request.url,
        headers: { ...headers, ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
    let response = await ask();
    // an export with many query fields is asked more often than its rate limit allows: its count starts afresh
    if (response.statusCode === 429) {
      await server.db.query('DELETE FROM rate_limit_hits');
      response = await ask();
    }
    const body = jsonOr(response.body) as { code?: string; details?: Array<{ field: string; code?: string }> };
    const named = body.details?.some(
      (detail) => detail.field === request.field && detail.code === 'field.controlCharacters',
    );
    if (response.statusCode !== 400 || body.code === undefined || !named)
      wrong.push(`${request.label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  expect(wrong).toEqual([]);
  expect(await tableHashes()).toEqual(before);
}, 120_000);
