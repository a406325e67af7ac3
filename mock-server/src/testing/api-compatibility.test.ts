import { readFileSync, writeFileSync } from 'node:fs';
import { apiSurface, breakingChanges, type OpenApiDocument } from './api-surface.js';
import { createTestServer, type TestServer } from './test-server.js';

/**
 * An app built against an older API of the same major keeps working against this one: every operation, answer
 * field and request field it may use is still there, of the same type, and nothing it never sent became
 * required. The baseline was taken at API 1.6.0, when this check began; it is written anew
 * (`UPDATE_API_BASELINE=1`) only when the API's major version is raised (docs/deploy.md, "Ship the API").
 */
const BASELINE = new URL('../../contract/api-surface-v1.txt', import.meta.url);

let server: TestServer;
let current: string[];
beforeAll(async () => {
  server = await createTestServer();
  const response = await server.app.inject({ method: 'GET', url: '/docs/json' });
  current = apiSurface(JSON.parse(response.body) as OpenApiDocument);
});
afterAll(async () => {
  await server.close();
});

it("keeps every operation and field of the major's baseline, and asks for nothing new", () => {
  if (process.env.UPDATE_API_BASELINE === '1') writeFileSync(BASELINE, `${current.join('\n')}\n`);
  const baseline = readFileSync(BASELINE, 'utf8').split('\n').filter(Boolean);
  expect(baseline.length).toBeGreaterThan(1000);
  expect(breakingChanges(baseline, current)).toEqual([]);
});

it('names what would break an older client', () => {
  const baseline = [
    'GET /v2/things exists',
    'GET /v2/things 200.items[].name:string',
    'GET /v2/things query.page:optional',
    'POST /v2/things exists',
    'POST /v2/things body.name:required',
  ];
  const changed = [
    'GET /v2/things exists',
    'GET /v2/things 200.items[].name:integer',
    'GET /v2/things query.page:required',
    'POST /v2/things exists',
    'POST /v2/things body.name:optional',
    'POST /v2/things body.colour:required',
  ];
  expect(breakingChanges(baseline, changed)).toEqual([
    'gone or changed: GET /v2/things 200.items[].name:string',
    'newly required: GET /v2/things query.page:required',
    'newly required: POST /v2/things body.colour:required',
  ]);
  // growing: a new answer field, a new operation with required fields of its own
  expect(
    breakingChanges(baseline, [
      ...baseline,
      'GET /v2/things 200.items[].colour:string',
      'GET /v2/things/export exists',
      'GET /v2/things/export query.format:required',
    ]),
  ).toEqual([]);
});
