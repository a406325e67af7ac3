import { loginResponseSchema } from '@timely/contract';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { workspaceCommand } from './workspace-cli.js';

/** Issue #33: the operator's `npm run workspace -- create …`, on an empty database. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ portalUrl: 'http://portal.test:3000' }, { empty: true });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const run = (args: string[]) => workspaceCommand(server.db, server.app.config, args, () => server.app.now());

it('creates the workspace and prints a one-time link with which the admin chooses a password and signs in', async () => {
  const lines = await run([
    'create',
    '--name',
    'Initech',
    '--admin-name',
    'Peter Gibbons',
    '--admin-email',
    'Peter@Initech.test',
  ]);
  expect(lines[0]).toMatch(/Initech.*Peter Gibbons <peter@initech\.test>/);
  const link = lines.at(-1)!.match(/^http:\/\/portal\.test:3000\/pages\/reset-password\?token=(\S+)$/);
  expect(link).not.toBeNull();
  const token = decodeURIComponent(link![1]!);

  // nobody can sign in before the link is used: the stored password is random
  expect(
    (
      await server.app.inject({
        method: 'POST',
        url: '/v2/auth/login',
        payload: { email: 'peter@initech.test', password: 'Timely#2026' },
      })
    ).statusCode,
  ).toBe(401);
  const set = await server.app.inject({
    method: 'POST',
    url: '/v2/auth/reset-password',
    payload: { token, password: 'Initech for real 1' },
  });
  expect(set.statusCode).toBe(200);
  const session = loginResponseSchema.parse(
    (
      await server.app.inject({
        method: 'POST',
        url: '/v2/auth/login',
        payload: { email: 'peter@initech.test', password: 'Initech for real 1' },
      })
    ).json(),
  );
  expect(session.user).toMatchObject({ level: 'level3', role: 'admin', companyName: 'Initech' });
  // the link works once
  expect(
    (
      await server.app.inject({
        method: 'POST',
        url: '/v2/auth/reset-password',
        payload: { token, password: 'Initech again 22' },
      })
    ).statusCode,
  ).toBe(400);
});

it('creates another whatever TIMELY_SIGNUP says: the operator decides', async () => {
  const lines = await run([
    'create',
    '--name',
    'Initrode',
    '--admin-name',
    'Bill Lumbergh',
    '--admin-email',
    'bill@initrode.test',
  ]);
  expect(lines[0]).toMatch(/Initrode/);
  const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  expect(row!.n).toBe(2);
});

it('refuses unknown flags, a missing or bad value naming its flag, a taken email, creating nothing', async () => {
  await expect(run(['create', '--nam', 'X'])).rejects.toThrow(/--nam/);
  await expect(run(['delete', '--name', 'X'])).rejects.toThrow(/usage/);
  await expect(run(['create', '--name', 'Acme', '--admin-name', 'Ada Admin'])).rejects.toThrow(/--admin-email/);
  await expect(
    run(['create', '--name', 'x'.repeat(200), '--admin-name', 'Ada Admin', '--admin-email', 'ada@acme.test']),
  ).rejects.toThrow(/--name must be at most 100/);
  await expect(
    run(['create', '--name', 'Acme', '--admin-name', 'Ada Admin', '--admin-email', 'bill@initrode.test']),
  ).rejects.toThrow(/--admin-email cannot be used/);
  // a company's name, in any case, is not given twice
  await expect(
    run(['create', '--name', 'INITECH', '--admin-name', 'Ada Admin', '--admin-email', 'new.admin@elsewhere.test']),
  ).rejects.toThrow(/--name "Initech" is the name of a company already/);
  const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  expect(row!.n).toBe(2);
});
