import { sessionUserSchema } from '../contract/index.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { createCompanyWithAdmin } from './first-company.js';

/** Issue #35: a production database starts empty (DEMO_SEED=off); this is how its first company begins. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

it('creates a company and its admin, who chooses a password through the printed link and signs in', async () => {
  const { link } = await createCompanyWithAdmin(server.app, { company: 'Initech Ltd', adminEmail: 'Bill@Initech.example', adminName: 'Bill Lumbergh' });
  const token = new URL(link).searchParams.get('token')!;
  expect(link).toMatch(/\/pages\/reset-password\?token=/);
  const password = 'tps-reports-on-friday';
  expect((await server.app.inject({ method: 'POST', url: '/v2/auth/reset-password', payload: { token, password } })).statusCode).toBeLessThan(300);
  const session = await server.login('bill@initech.example', password);
  const me = await server.app.inject({ method: 'GET', url: '/v2/me', headers: { authorization: `Bearer ${session.token}` } });
  expect(sessionUserSchema.parse(me.json())).toMatchObject({ name: 'Bill Lumbergh', level: 'level3', companyName: 'Initech Ltd' });
  // the new company sees none of another company's people
  const peers = await server.app.inject({ method: 'GET', url: '/v2/peers', headers: { authorization: `Bearer ${session.token}` } });
  expect((peers.json() as { total: number }).total).toBe(1);
});

it('refuses a company that exists, an email that has an account, and bad input', async () => {
  await expect(createCompanyWithAdmin(server.app, { company: 'Acme', adminEmail: 'new@acme.example', adminName: 'New Admin' })).rejects.toThrow(/company "acme" exists already/);
  await expect(createCompanyWithAdmin(server.app, { company: 'Fresh Co', adminEmail: 'admin@acme.test', adminName: 'New Admin' })).rejects.toThrow(/admin@acme.test has an account already/);
  await expect(createCompanyWithAdmin(server.app, { company: 'Fresh Co', adminEmail: 'not an email', adminName: 'New Admin' })).rejects.toThrow(/adminEmail/);
});
