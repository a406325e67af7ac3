import { apiPaths, errorEnvelopeSchema } from '@timely/contract';
import { apiErrorMessage } from '@timely/contract/english';
import { createTestServer, type TestServer } from '../testing/test-server.js';

// Each error names its message by a stable code with the values it puts in place, for the apps to say it in
// the reader's language; `message` stays the English built from the same code, for older clients and curl.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const ADMIN = 'admin@acme.test';
let addresses = 0;
const send = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, email?: string) => {
  const headers = email ? await server.authHeaders(email) : {};
  const remoteAddress = `10.9.0.${++addresses}`;
  const response = await server.app.inject({ method, url, payload, headers, remoteAddress });
  return { status: response.statusCode, body: errorEnvelopeSchema.parse(response.json()) };
};

it('names a conflict by its code, with the values of its message', async () => {
  const [member] = await server.db.query<{ id: string; name: string }>(
    "SELECT id, name FROM users WHERE email = 'member@acme.test'",
  );
  const { status, body } = await send('POST', apiPaths.peers.invitation(member!.id), undefined, ADMIN);
  expect(status).toBe(409);
  expect(body).toMatchObject({ code: 'peer.invitationAccepted', params: { name: member!.name } });
  expect(body.message).toBe(
    `${member!.name} has already accepted their invitation: they sign in with their own password.`,
  );
  expect(body.message).toBe(apiErrorMessage('peer.invitationAccepted', { name: member!.name }));
});

it('names each bad field of a validation failure by the kind of problem, with its limit', async () => {
  const { status, body } = await send('POST', apiPaths.auth.resetPassword, {
    token: 'x'.repeat(40),
    password: 'short',
  });
  expect(status).toBe(400);
  expect(body.code).toBe('request.invalidFields');
  expect(body.details).toEqual([
    { field: 'password', message: 'must be at least 10 characters', code: 'field.tooShort', params: { minimum: 10 } },
  ]);
  const missing = await send('POST', apiPaths.auth.forgotPassword, {});
  expect(missing.body.details).toEqual([{ field: 'email', message: 'is required', code: 'field.required' }]);
  const unknown = await send('POST', apiPaths.peers.list, { password: 'x' }, ADMIN);
  expect(unknown.body.details).toContainEqual({
    field: 'password',
    message: 'is not a field you can set',
    code: 'field.unknown',
  });
  const badEmail = await send('POST', apiPaths.auth.forgotPassword, { email: 'not an email' });
  expect(badEmail.body.details?.[0]).toMatchObject({ field: 'email', code: 'field.notEmail' });
});

it("codes the envelope of a validation failure even when a field's message has no code of its own", async () => {
  const [member] = await server.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'member@acme.test'");
  const { status, body } = await send('PATCH', apiPaths.peers.byId(member!.id), { employeeId: '!bad' }, ADMIN);
  expect(status).toBe(400);
  expect(body).toMatchObject({
    code: 'request.invalidFields',
    details: [{ field: 'employeeId', message: 'may use letters, digits, dot, dash, underscore and slash' }],
  });
  expect(body.details?.[0]?.code).toBeUndefined();
});

it('names one refused field, as the form shows it', async () => {
  const headers = await server.authHeaders('member@acme.test');
  const response = await server.app.inject({
    method: 'POST',
    url: apiPaths.auth.changePassword,
    payload: { currentPassword: 'not-the-password', newPassword: 'Brand-new-pass 42' },
    headers,
  });
  const body = errorEnvelopeSchema.parse(response.json());
  expect(response.statusCode).toBe(400);
  expect(body).toMatchObject({
    code: 'request.invalidField',
    message: 'Current password is incorrect.',
    details: [{ field: 'currentPassword', message: 'is incorrect', code: 'field.incorrect' }],
  });
});

it('names an ended session and something not found', async () => {
  const signedOut = await send('GET', apiPaths.me);
  expect(signedOut.status).toBe(401);
  expect(signedOut.body).toMatchObject({
    code: 'auth.sessionEnded',
    message: 'Your session has ended; please sign in again.',
  });
  const missing = await send('GET', apiPaths.peers.byId('00000000-0000-4000-8000-000000000000'), undefined, ADMIN);
  expect(missing.status).toBe(404);
  expect(missing.body).toMatchObject({ code: 'notFound.peer', message: 'Peer not found.' });
  const noRoute = await send('GET', '/v2/nothing-here?x=1');
  expect(noRoute.body).toMatchObject({
    code: 'request.noRoute',
    params: { method: 'GET', path: '/v2/nothing-here' },
    message: 'No route GET /v2/nothing-here.',
  });
});

it('documents the code and its values in the OpenAPI document', async () => {
  const document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json();
  const envelope =
    document.paths[apiPaths.peers.invitation('{id}')].post.responses['409'].content['application/json'].schema;
  expect(envelope.properties.code.description).toMatch(/stable code/);
  expect(envelope.properties.params.description).toMatch(/values/);
  expect(Object.keys(envelope.properties.details.items.properties)).toEqual(['field', 'message', 'code', 'params']);
});
