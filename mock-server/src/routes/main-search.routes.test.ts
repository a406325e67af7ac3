import { errorEnvelopeSchema, mainSearchResponseSchema, type MainSearchResponse } from '@timely/contract';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function search(email: string, q: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/main-search/data?q=${encodeURIComponent(q)}`,
    headers: await server.authHeaders(email),
  });
  expect(response.statusCode).toBe(200);
  return mainSearchResponseSchema.parse(response.json());
}

const titles = (result: MainSearchResponse, group: string) =>
  result.searchResult.find((entry) => entry.groupTitle === group)?.data.map((item) => item.title) ?? [];

it('answers the spec shape, in groups of at most 4', async () => {
  const result = await search('admin@acme.test', '');
  expect(result.searchResult.map((group) => group.groupTitle)).toEqual(['Pages', 'Projects', 'Peers']);
  for (const group of result.searchResult) {
    expect(group.searchLimit).toBe(4);
    expect(group.data).toHaveLength(4);
  }
});

it('finds projects by level: an admin any of the company, a member only their own', async () => {
  expect(titles(await search('admin@acme.test', 'cobalt'), 'Projects')).toEqual(['Cobalt Data Platform']);
  expect(titles(await search('member@acme.test', 'cobalt'), 'Projects')).toEqual([]);
  const atlas = (await search('member@acme.test', 'atlas')).searchResult[1]!.data[0]!;
  expect(atlas.link).toBe(`/view-components/overview/${atlas.id}`);
});

it('finds tasks by title in the projects the caller may see, linking to their page (issue #27)', async () => {
  const asAdmin = (await search('admin@acme.test', 'dark mode')).searchResult.find(
    (group) => group.groupTitle === 'Tasks',
  )!;
  expect(asAdmin.data).toHaveLength(4);
  expect(
    asAdmin.data.every((item) => item.title === 'Dark mode' && item.link === `/data-list/view-task/${item.id}`),
  ).toBe(true);
  const asMember = (await search('member@acme.test', 'dark mode')).searchResult.find(
    (group) => group.groupTitle === 'Tasks',
  )!;
  expect(asMember.data.map((item) => item.subtitle)).not.toContain('Cobalt Data Platform');
  expect(asMember.data.length).toBeGreaterThan(0);
  // Globex's own backlog has one too: never Acme's
  const asGlobex = (await search('admin@globex.test', 'dark mode')).searchResult.find(
    (group) => group.groupTitle === 'Tasks',
  )!;
  expect(asGlobex.data.filter((item) => asAdmin.data.some((other) => other.id === item.id))).toEqual([]);
  expect((await search('admin@acme.test', '')).searchResult.map((group) => group.groupTitle)).not.toContain('Tasks');
});

it("finds peers of the caller's company only", async () => {
  expect(titles(await search('admin@acme.test', 'max'), 'Peers')).toEqual(['Max Manager']);
  expect(titles(await search('admin@globex.test', 'max'), 'Peers')).toEqual([]);
  expect(titles(await search('admin@globex.test', 'acme'), 'Peers')).toEqual([]);
});

it('offers pages by role: admin-only pages never to an editor', async () => {
  expect(titles(await search('admin@acme.test', 'availability'), 'Pages')).toEqual(['People Availability']);
  expect(titles(await search('manager@acme.test', 'availability'), 'Pages')).toEqual([]);
  expect(titles(await search('manager@acme.test', 'feedback'), 'Pages')).toEqual(['My feedback']);
});

it('treats % and _ as letters', async () => {
  const result = await search('admin@acme.test', '%');
  expect(titles(result, 'Projects')).toEqual([]);
  expect(titles(result, 'Peers')).toEqual([]);
});

it('refuses an over-long query, naming it, and needs a session', async () => {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/main-search/data?q=${'x'.repeat(101)}`,
    headers: await server.authHeaders('admin@acme.test'),
  });
  expect(response.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(response.json()).details?.[0]?.field).toBe('q');
  expect((await server.app.inject({ method: 'GET', url: '/api/main-search/data?q=a' })).statusCode).toBe(401);
});
