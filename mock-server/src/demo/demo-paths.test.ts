import { demoApiPaths, demoRoutePath } from '@timely/contract';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

// §7, method and path as written there
const SPEC: Array<['GET' | 'POST', string]> = [
  ['GET', '/api/search/bookmarks/data'],
  ['POST', '/api/update/bookmarks'],
  ['GET', '/api/aggrid/data'],
  ['GET', '/api/autocomplete/data'],
  ['POST', '/api/authenticate/login/user'],
  ['POST', '/api/authenticate/register/user'],
  ['POST', '/api/authenticate/refresh-token'],
  ['GET', '/api/email/mails'],
  ['POST', '/api/email/set-starred'],
  ['POST', '/api/email/move-mails'],
  ['POST', 'api/email/mark-unread'],
  ['POST', 'api/email/set-labels'],
  ['GET', '/api/app/chat/chats'],
  ['GET', '/api/app/chat/chat-contacts'],
  ['POST', 'api/app/chat/send-message'],
  ['POST', '/api/apps/chat/mark-all-seen/'],
  ['POST', '/api/apps/chat/set-pinned/'],
  ['GET', 'api/apps/todo'],
  ['POST', '/api/apps/todo/new-task'],
  ['POST', '/api/app/todo/trash-todo'],
  ['GET', '/api/apps/calendar/events'],
  ['GET', '/api/users/list'],
];

it('lists every §7 demo path once in the contract, spelled as the spec writes it', () => {
  expect(Object.values(demoApiPaths).sort()).toEqual(SPEC.map(([, specPath]) => specPath).sort());
});

it.each(SPEC)(
  "serves %s %s to a caller without a session (public, like the template's fake API)",
  async (method, specPath) => {
    const response = await server.app.inject({
      method,
      url: demoRoutePath(specPath),
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    // POSTs with an empty body fail validation (400), never 401/403/404
    expect(response.statusCode).toBe(method === 'GET' ? 200 : 400);
    expect(server.app.hasRoute({ method, url: demoRoutePath(specPath) })).toBe(true);
  },
);

it.each(SPEC.filter(([method]) => method === 'GET'))(
  'ignores a stale or foreign token on %s %s, as public routes do',
  async (method, specPath) => {
    const response = await server.app.inject({
      method,
      url: demoRoutePath(specPath),
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
  },
);

it('keeps the trailing slash of mark-all-seen and set-pinned as the spec writes them', async () => {
  for (const url of ['/api/apps/chat/mark-all-seen/', '/api/apps/chat/set-pinned/']) {
    expect(server.app.hasRoute({ method: 'POST', url })).toBe(true);
  }
});
