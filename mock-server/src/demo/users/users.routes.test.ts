import {
  demoApiPaths,
  demoUpdateUserResponseSchema,
  demoUsersListResponseSchema,
  demoUsersUpdatePath,
  errorEnvelopeSchema,
  type DemoUser,
} from '@timely/contract';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { demoRequests } from '../testing/demo-requests.js';

let server: TestServer;
const api = demoRequests(() => server);
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function users(headers?: Record<string, string>): Promise<DemoUser[]> {
  const response = headers
    ? await server.app.inject({ method: 'GET', url: demoApiPaths.usersList, headers })
    : await api.get(demoApiPaths.usersList);
  expect(response.statusCode).toBe(200);
  return demoUsersListResponseSchema.parse(response.json());
}

async function user(id: number, headers?: Record<string, string>): Promise<DemoUser> {
  const found = (await users(headers)).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`user ${id} is not listed`);
  return found;
}

describe('POST /api/users/update', () => {
  it('saves for a visitor signed in to the portal too: the demo user in the body is not taken for the caller', async () => {
    const headers = await server.authHeaders('admin@acme.test');
    const response = await server.app.inject({
      method: 'POST',
      url: demoUsersUpdatePath,
      headers,
      payload: { id: 271, user: { mobile: '+1 555 0271' } },
    });
    expect(response.statusCode).toBe(200);
    // the change is in the signed-in visitor's own set
    expect((await user(271, headers)).mobile).toBe('+1 555 0271');
    expect((await user(271)).mobile).not.toBe('+1 555 0271');
  });

  it('persists the changed fields, keeps the others, and answers the user as the list shows them', async () => {
    const before = await user(270);
    const response = await api.post(demoUsersUpdatePath, {
      id: 270,
      user: {
        name: '  Cyrus Lindqvist-Moreau ',
        email: 'Cyrus.LM@Example.com',
        role: 'admin',
        status: 'blocked',
        department: 'management',
        mobile: '+49 (30) 555-0102',
        website: 'https://cyrus.example.org',
        location: { city: 'Hamburg', post_code: '20095' },
      },
    });
    expect(response.statusCode).toBe(200);
    const { user: answered } = demoUpdateUserResponseSchema.parse(response.json());
    const listed = await user(270);
    expect(answered).toEqual(listed);
    expect(listed).toEqual({
      ...before,
      name: 'Cyrus Lindqvist-Moreau',
      email: 'cyrus.lm@example.com',
      role: 'admin',
      status: 'blocked',
      department: 'management',
      mobile: '+49 (30) 555-0102',
      website: 'https://cyrus.example.org',
      location: { ...before.location, city: 'Hamburg', post_code: '20095' },
    });
  });

  it('keeps the first user’s permissions and popularity when their profile changes', async () => {
    const before = await user(268);
    expect(before.permissions).toBeDefined();
    const response = await api.post(demoUsersUpdatePath, { id: 268, user: { mobile: '+1 555 0199' } });
    expect(response.statusCode).toBe(200);
    expect(await user(268)).toEqual({ ...before, mobile: '+1 555 0199' });
  });

  it.each([
    ['user.email', { email: 'not-an-email' }],
    ['user.name', { name: '   ' }],
    ['user.name', { name: 'x'.repeat(101) }],
    ['user.role', { role: 'owner' }],
    ['user.status', { status: 'archived' }],
    ['user.department', { department: 'legal' }],
    ['user.mobile', { mobile: 'call me' }],
    ['user.website', { website: 'javascript:alert(1)' }],
    ['user.location.city', { location: { city: 'c'.repeat(101) } }],
    ['user.mobile', { mobile: '+1 555\u00000199' }],
  ])('refuses a bad %s with a 400 naming it, and changes nothing', async (field, changes) => {
    const before = await users();
    const response = await api.post(demoUsersUpdatePath, { id: 271, user: { company: 'Changed Ltd', ...changes } });
    expect(response.statusCode).toBe(400);
    const envelope = errorEnvelopeSchema.parse(response.json());
    expect(envelope.details?.map((detail) => detail.field)).toContain(field);
    expect(await users()).toEqual(before);
  });

  it('refuses a field the edit page does not change (the username stays)', async () => {
    const response = await api.post(demoUsersUpdatePath, { id: 271, user: { username: 'someone' } });
    expect(response.statusCode).toBe(400);
    expect((await user(271)).username).not.toBe('someone');
  });

  it('answers 404 for an unknown id and changes nothing', async () => {
    const before = await users();
    for (const id of [1, 318, 2_147_483_647]) {
      const response = await api.post(demoUsersUpdatePath, { id, user: { name: 'Nobody' } });
      expect(response.statusCode).toBe(404);
      errorEnvelopeSchema.parse(response.json());
    }
    expect(await users()).toEqual(before);
  });

  it('answers 400 naming the id for an id that is not a user id', async () => {
    const response = await api.post(demoUsersUpdatePath, { id: 'abc', user: {} });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).details?.map((detail) => detail.field)).toContain('id');
  });

  it('is public: a caller without a session saves, and counts against the demo write budget', async () => {
    const save = () =>
      server.app.inject({
        method: 'POST',
        url: demoUsersUpdatePath,
        payload: { id: 272, user: { company: 'Budget Co' } },
        remoteAddress: '198.51.100.77',
      });
    for (let n = 0; n < 60; n += 1) expect((await save()).statusCode).toBe(200);
    const limited = await save();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
