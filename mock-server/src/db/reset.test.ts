import { TEST_PASSWORD_COST } from '../testing/seeded-pglite.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { multipartFile, TINY_PNG } from '../testing/uploads.js';
import { resetDatabase } from './reset.js';
import { seedId } from './seed/seed-ids.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Every table's row count, and the rows people see, without the timestamps the seed leaves to now(). */
async function snapshot() {
  const tables = await server.db.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    counts[tablename] = (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${tablename}"`))[0]!.n;
  }
  const people = await server.db.query(
    'SELECT id, email, name, employee_id, level, role, avatar_url, deleted_at, time_zone, password_hash FROM users ORDER BY id',
  );
  const options = await server.db.query(
    'SELECT id, name FROM job_roles UNION ALL SELECT id, name FROM platforms UNION ALL SELECT id, name FROM public_holidays ORDER BY id',
  );
  return { counts, people, options };
}

it('reset restores the seed after sign-ins, uploads, mail, new and deleted peers and option changes', async () => {
  const seeded = await snapshot();
  const admin = await server.authHeaders('admin@acme.test');
  const upload = multipartFile(TINY_PNG);
  await server.app.inject({
    method: 'POST',
    url: '/v2/me/avatar',
    headers: { ...admin, ...upload.headers },
    payload: upload.payload,
  });
  await server.app.inject({
    method: 'POST',
    url: '/v2/peers',
    headers: admin,
    payload: { name: 'Reset Me', employeeId: 'AC-9999', email: 'reset.me@acme.test', level: 'level1' },
  });
  await server.app.inject({ method: 'PATCH', url: '/v2/me', headers: admin, payload: { name: 'Renamed Admin' } });
  await server.app.inject({ method: 'DELETE', url: `/v2/peers/${seedId('user', 'acme', 5)}`, headers: admin });
  await server.app.inject({
    method: 'POST',
    url: '/v2/options/platforms',
    headers: admin,
    payload: { name: 'Smart TV' },
  });
  await server.app.inject({
    method: 'POST',
    url: '/v2/auth/login',
    payload: { email: 'member@acme.test', password: 'wrong' },
  });
  await server.app.inject({ method: 'POST', url: '/v2/auth/forgot-password', payload: { email: 'member@acme.test' } });
  expect(await snapshot()).not.toEqual(seeded);

  // the forgot-password mail is written after its answer: a write still under way when the schema is dropped can
  // deadlock with the drop
  await server.settle();
  // the test template's seed, with its cheap password cost
  await resetDatabase(server.db, { today: server.app.now(), passwordCost: TEST_PASSWORD_COST });
  const after = await snapshot();
  expect(after).toEqual(seeded);
  for (const table of ['avatars', 'outbox', 'login_throttle', 'password_reset_tokens', 'refresh_tokens', 'sessions'])
    expect(after.counts[table]).toBe(0);
});
