import { appsAvailabilitySchema, mainSearchResponseSchema } from '@timely/contract';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/**
 * The demo apps (docs/apps.md) follow the demo API they read: with DEMO_API=off (always so in production)
 * nobody is offered them, in the menu (the host asks GET /v2/apps/availability) or in the top-bar search.
 * The company admin's switch (hideApps) is covered with the company settings (company.routes.test.ts).
 */
let on: TestServer;
let off: TestServer;
beforeAll(async () => {
  on = await createTestServer();
  off = await createTestServer({ demoApi: false });
}, 120_000);
afterAll(async () => {
  await on?.close();
  await off?.close();
});

async function ask(server: TestServer, url: string, email = 'member@acme.test') {
  return server.app.inject({ method: 'GET', url, headers: await server.authHeaders(email) });
}
async function searchedPages(server: TestServer, q: string) {
  const found = mainSearchResponseSchema.parse((await ask(server, `/api/main-search/data?q=${q}`)).json());
  return found.searchResult.find((group) => group.groupTitle === 'Pages')!.data.map((page) => page.link);
}

it('offers the apps to everyone signed in while the demo API is on', async () => {
  for (const email of ['member@acme.test', 'admin@acme.test']) {
    const response = await ask(on, '/v2/apps/availability', email);
    expect(response.statusCode).toBe(200);
    expect(appsAvailabilitySchema.parse(response.json())).toEqual({ available: true, reason: null });
  }
  expect(await searchedPages(on, 'app')).toEqual(['/email/inbox', '/chat', '/todo/all', '/calendar']);
  expect(await searchedPages(on, 'user')).toEqual(['/pages/user/list']);
});

it('offers them to nobody with DEMO_API=off, and leaves them out of the search', async () => {
  for (const email of ['member@acme.test', 'admin@acme.test']) {
    expect(appsAvailabilitySchema.parse((await ask(off, '/v2/apps/availability', email)).json())).toEqual({
      available: false,
      reason: 'demo-api-off',
    });
  }
  expect(await searchedPages(off, 'app')).toEqual([]);
  expect(await searchedPages(off, 'user')).toEqual([]);
  // the product's own pages are still found
  expect(await searchedPages(off, 'leave')).toEqual(['/leaveReport']);
});

it('asks for a session', async () => {
  expect((await on.app.inject({ method: 'GET', url: '/v2/apps/availability' })).statusCode).toBe(401);
});
