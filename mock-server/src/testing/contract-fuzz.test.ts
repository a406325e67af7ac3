import { Validator } from '@seriousme/openapi-schema-validator';
import fc from 'fast-check';
import { sample } from 'openapi-sampler';
import { seedId } from '../db/seed/seed-ids.js';
import { responseChecker, type OpenApiDocument, type Operation } from './openapi-responses.js';
import { countRowWrites, tableHashes } from './table-hashes.js';
import { createTestServer, type TestServer } from './test-server.js';
import { multipartFile, TINY_PNG } from './uploads.js';

/**
 * Issue #48: the OpenAPI document says what the API answers. For every operation in `/docs/json`, requests
 * built from the document's own schemas (openapi-sampler) and then spoiled (control characters, integers
 * past 2^31, 10,000-character strings, far days, wrong types, malformed JSON, long or odd path values) are
 * sent as the Acme admin, a member and anonymously. Each answer is judged by ajv against the document
 * (declared status, declared content type, body matching its schema): no 5xx, no undocumented status. A
 * write that is refused must leave every table as it was (row writes are counted by triggers; when one
 * moved, every table is hashed). The spoiled values are drawn by fast-check from a seed: a new one with
 * CONTRACT_FUZZ_SEED=<n>; a failure prints it.
 */
const SEED = Number(process.env.CONTRACT_FUZZ_SEED ?? 48);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SPOILED_PER_ROLE = { admin: 4, member: 2, anonymous: 1 } as const;
type Role = keyof typeof SPOILED_PER_ROLE;

let server: TestServer;
let document: OpenApiDocument;
let headersOf: Record<Role, Record<string, string>>;
let idsOf: Map<string, string[]>;

// the table behind a path segment, so a valid request names a record that exists (the admin's and the
// member's own user rows are left out: a valid demotion would end the session the rest of the run needs)
const TABLE_OF: Record<string, string> = {
  peers: 'users',
  projects: 'projects',
  sprints: 'sprints',
  tasks: 'tasks',
  'task-comments': 'task_comments',
  feeds: 'feed_posts',
  notifications: 'notifications',
  requests: 'leave_requests',
  milestones: 'kpi_milestones',
  'change-requests': 'kpi_change_requests',
  profitability: 'kpi_profitability',
  'enps-responses': 'kpi_enps_responses',
  'client-contacts': 'kpi_client_contacts',
  'client-feedback': 'kpi_client_feedback',
  'thought-leadership': 'kpi_thought_leadership',
};

beforeAll(async () => {
  server = await createTestServer();
  document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json();
  headersOf = {
    admin: await server.authHeaders('admin@acme.test'),
    member: await server.authHeaders('member@acme.test'),
    anonymous: {},
  };
  const acme = seedId('company', 'acme');
  idsOf = new Map();
  for (const [segment, table] of Object.entries(TABLE_OF)) {
    const rows = await server.db
      .query<{ id: string }>(
        `SELECT id FROM ${table} WHERE company_id = $1 ${table === 'users' ? "AND email NOT IN ('admin@acme.test', 'member@acme.test')" : ''} ORDER BY id LIMIT 2`,
        [acme],
      )
      .catch(() => []);
    if (rows.length)
      idsOf.set(
        segment,
        rows.map((row) => row.id),
      );
  }
});
afterAll(async () => {
  await server.close();
});

it('is a valid OpenAPI document (checked by a third-party validator)', async () => {
  const result = await new Validator().validate(structuredClone(document) as never);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
});

type Request = {
  label: string;
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  write: boolean;
};

const CONTROL = ['a\u0000b', '\u0000', 'bell\u0007', 'esc\u001b[2J'];
const spoiledValue = fc.oneof(
  fc.constantFrom(...CONTROL),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1, 0.5),
  fc.constant('x'.repeat(10_000)),
  fc.constantFrom('9999-12-31', '0001-01-01', '2030-02-30', '9999-12-31T23:59:59Z'),
  fc.constantFrom<unknown>({}, [], true, null, '', { $ne: 1 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const spoiledPathValue = fc.oneof(
  fc.constantFrom('a%00b', '%07', '99999999999999999999', '2147483648', '-1', '..%2F..', 'null'),
  fc.constant('x'.repeat(10_000)),
  fc.uuid(),
);
type Spoil =
  | { where: 'body' | 'query'; key: number; value: unknown }
  | { where: 'path'; key: number; value: string }
  | { where: 'json' }
  | { where: 'claim' };

function spoils(operation: Operation, hasBody: boolean): fc.Arbitrary<Spoil> {
  const inPath = (operation.parameters ?? []).some((parameter) => parameter.in === 'path');
  const choices: Array<fc.Arbitrary<Spoil>> = [
    fc.record({ where: fc.constant('query' as const), key: fc.nat(), value: spoiledValue }),
  ];
  if (hasBody) {
    choices.push(fc.record({ where: fc.constant('body' as const), key: fc.nat(), value: spoiledValue }));
    choices.push(fc.record({ where: fc.constant('body' as const), key: fc.nat(), value: spoiledValue }));
    choices.push(fc.constant({ where: 'json' as const }));
    choices.push(fc.constant({ where: 'claim' as const }));
  }
  if (inPath) choices.push(fc.record({ where: fc.constant('path' as const), key: fc.nat(), value: spoiledPathValue }));
  return fc.oneof(...choices);
}

function validPathValue(path: string, name: string, schema: unknown, pick: number): string {
  const segments = path.split('/');
  const before = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
  const ids = idsOf.get(before === 'kpis' || name === 'projectId' ? 'projects' : before);
  if (ids) return ids[pick % ids.length]!;
  const sampled = sample(schema as never);
  return String(sampled ?? 'x');
}

/** The valid request of an operation, then spoiled ones, for one caller. */
function requestsOf(path: string, method: string, operation: Operation, role: Role, index: number): Request[] {
  const parameters = operation.parameters ?? [];
  const json = operation.requestBody?.content?.['application/json']?.schema;
  const multipart = operation.requestBody?.content?.['multipart/form-data'];
  const hasBody = json !== undefined || WRITES.has(method.toUpperCase());
  const pathValues = parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter, at) => ({
      name: parameter.name,
      value: validPathValue(path, parameter.name, parameter.schema, at),
    }));
  const query: Record<string, unknown> = {};
  for (const parameter of parameters.filter((parameter) => parameter.in === 'query' && parameter.required))
    query[parameter.name] = sample(parameter.schema as never);
  const body = json ? (sample(json as never) as unknown) : undefined;
  const build = (label: string, spoil?: Spoil): Request => {
    const values = pathValues.map((entry) => ({ ...entry }));
    const thisQuery: Record<string, unknown> = { ...query };
    let thisBody = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as object) } : body;
    let raw: string | undefined;
    if (spoil?.where === 'path') values[spoil.key % values.length]!.value = spoil.value;
    if (spoil?.where === 'query') {
      const names = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      thisQuery[names.length ? names[spoil.key % names.length]! : 'unknown'] = spoil.value;
    }
    if (spoil?.where === 'body') {
      if (thisBody && typeof thisBody === 'object' && !Array.isArray(thisBody)) {
        const names = Object.keys(thisBody);
        (thisBody as Record<string, unknown>)[names.length ? names[spoil.key % names.length]! : 'unknown'] =
          spoil.value;
      } else thisBody = spoil.value;
    }
    if (spoil?.where === 'json') raw = '{"name": ';
    // a body may repeat the caller's company, never name another one
    if (spoil?.where === 'claim')
      thisBody = {
        ...(thisBody && typeof thisBody === 'object' ? thisBody : {}),
        companyId: seedId('company', 'globex'),
      };
    let url = path;
    for (const { name, value } of values)
      url = url.replace(`{${name}}`, value.includes('%') ? value : encodeURIComponent(value));
    const search = new URLSearchParams(
      Object.entries(thisQuery).map(([key, value]): [string, string] => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ).toString();
    const headers: Record<string, string> = { ...headersOf[role] };
    let payload: string | Buffer | undefined;
    if (multipart && !spoil) {
      const file = multipartFile(TINY_PNG);
      Object.assign(headers, file.headers);
      payload = file.payload;
    } else if (raw !== undefined || thisBody !== undefined || spoil?.where === 'body' || spoil?.where === 'claim') {
      headers['content-type'] = 'application/json';
      payload = raw ?? JSON.stringify(thisBody ?? null);
    }
    return {
      label: `${role} ${method.toUpperCase()} ${path} ${label}`,
      method: method.toUpperCase(),
      path,
      url: search ? `${url}?${search}` : url,
      headers,
      ...(payload === undefined ? {} : { payload }),
      write: WRITES.has(method.toUpperCase()),
    };
  };
  const spoiled = fc.sample(spoils(operation, hasBody), { seed: SEED + index, numRuns: SPOILED_PER_ROLE[role] });
  return [build('valid'), ...spoiled.map((spoil) => build(`spoiled ${JSON.stringify(spoil).slice(0, 80)}`, spoil))];
}

it('answers generated requests to every operation with a documented status, content type and body, no 5xx, and refused writes change nothing', async () => {
  const started = performance.now();
  const check = responseChecker(document);
  const rowWrites = await countRowWrites(server.db);
  let hashes = await tableHashes(server.db);
  let writes = await rowWrites();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  // reads first, then writes, deletes last: a valid delete early would leave later requests nothing to find
  const order = (method: string) => ['get', 'post', 'put', 'patch', 'delete'].indexOf(method);
  operations.sort((a, b) => order(a.method) - order(b.method));
  const problems: string[] = [];
  let sent = 0;
  for (const [index, { path, method, operation }] of operations.entries()) {
    for (const role of ['admin', 'member', 'anonymous'] as const) {
      for (const request of requestsOf(
        path,
        method,
        operation,
        role,
        index * 3 + Object.keys(SPOILED_PER_ROLE).indexOf(role),
      )) {
        const response = await server.app.inject({
          method: request.method as 'POST',
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        // the request's work after its answer (a mail marked sent) is its own, not the next request's
        await server.settle();
        sent += 1;
        const outcome = `${request.label} → ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (response.statusCode >= 500) problems.push(`5xx: ${outcome}`);
        for (const problem of check(request.method, request.path, response)) problems.push(`${problem}: ${outcome}`);
        // the document describes the product API; its answers are checked, and so is the data after a refusal
        const now = await rowWrites();
        if (now === writes) continue;
        const after = await tableHashes(server.db);
        if (response.statusCode >= 400) {
          const changed = Object.keys(after).filter((table) => after[table] !== hashes[table]);
          if (changed.length) problems.push(`refused write changed ${changed.join(', ')}: ${outcome}`);
        }
        hashes = after;
        writes = now;
      }
    }
  }
  await server.settle();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`contract fuzz: ${sent} requests, ${operations.length} operations, ${seconds} s, seed ${SEED}`);
  if (problems.length)
    throw new Error(
      `${problems.length} answers break the document:\n${problems.slice(0, 60).join('\n')}\n\nReplay with CONTRACT_FUZZ_SEED=${SEED}`,
    );
  expect(operations.length).toBeGreaterThan(200);
}, 240_000);
