import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { demoTodos } from '../db/schema/demo.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { capRows } from './demo-limits.js';

/** Issue #28, point 9: the public demo API is limited per address, keeps a bounded number of rows, and can be turned off. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const login = (remoteAddress: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/authenticate/login/user',
    payload: { email: 'demo@demo.com', password: 'wrong' },
    remoteAddress,
  });

it('limits sign-ins (a bcrypt each) per address', async () => {
  for (let n = 0; n < 10; n += 1) expect((await login('198.51.100.20')).statusCode).toBe(200);
  const limited = await login('198.51.100.20');
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect((await login('198.51.100.21')).statusCode).toBe(200);
});

it("keeps the newest rows of a visitor's set and drops the oldest past the cap, never the seeded ones", async () => {
  for (let n = 0; n < 6; n += 1) {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/apps/todo/new-task',
      payload: {
        task: { title: `Visitor ${n}`, desc: '', tags: [], isCompleted: false, isImportant: false, isStarred: false },
      },
      remoteAddress: '198.51.100.30',
    });
    expect(created.statusCode).toBe(201);
  }
  const visitor = `ip:${createHash('sha256').update('198.51.100.30').digest('hex').slice(0, 32)}`;
  const ids = async (set: string) =>
    (await server.db.query<{ id: number }>('SELECT id FROM demo_todos WHERE visitor = $1 ORDER BY id', [set])).map(
      (row) => row.id,
    );
  const before = await ids(visitor);
  const pristine = await ids('');
  const seeded = before.length - 6;
  await capRows(server.db.orm, demoTodos, demoTodos.id, 3, {
    seededUpTo: seeded,
    scope: eq(demoTodos.visitor, visitor),
  });
  expect(await ids(visitor)).toEqual([...before.slice(0, seeded), ...before.slice(-3)]);
  // other sets keep every row
  expect(await ids('')).toEqual(pristine);
});

it('DEMO_API=off serves no demo route, and the product API as usual', async () => {
  const off = await createTestServer({ demoApi: false });
  try {
    expect(
      (
        await off.app.inject({
          method: 'POST',
          url: '/api/authenticate/login/user',
          payload: { email: 'demo@demo.com', password: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await off.app.inject({ method: 'GET', url: '/api/apps/todo?filter=all' })).statusCode).toBe(404);
    expect(
      (
        await off.app.inject({
          method: 'POST',
          url: '/v2/auth/login',
          payload: { email: 'admin@acme.test', password: 'Timely#2026' },
        })
      ).statusCode,
    ).toBe(200);
  } finally {
    await off.close();
  }
});
