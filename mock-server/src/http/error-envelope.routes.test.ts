import { connect } from 'node:net';
import { apiPaths, demoApiExtraPaths, demoApiPaths, errorEnvelopeSchema, MAX_DEMO_ID } from '@timely/contract';
import { REQUEST_ARRIVAL_MS } from '../server.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

// Issue #48: whatever refuses a request (the router, the body parser, validation, a demo route, a crash), the
// answer is the documented envelope with a stable code and the request's id, under the right status.
let server: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await createTestServer();
  headers = await server.authHeaders('member@acme.test');
});
afterAll(async () => {
  await server.close();
});

type Sent = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: string; headers?: Record<string, string> };

async function envelopeOf(request: Sent) {
  const response = await server.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...headers, ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const body = errorEnvelopeSchema.parse(response.json());
  // the id in the body is the answer's own: a user's report of it finds the request's log lines
  expect(body.requestId).toBe(response.headers['x-request-id']);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  return { status: response.statusCode, body };
}

it.each<[string, Sent, number, string, string]>([
  [
    'a path part over 100 characters',
    { method: 'GET', url: apiPaths.peers.byId('x'.repeat(101)) },
    400,
    'Bad Request',
    'request.partTooLong',
  ],
  [
    'a broken percent-encoding in the path',
    { method: 'GET', url: `${apiPaths.peers.byId('%E0%A4%A')}` },
    400,
    'Bad Request',
    'request.badAddress',
  ],
  [
    'a malformed JSON body',
    { method: 'PATCH', url: apiPaths.me, payload: '{"name": ', headers: { 'content-type': 'application/json' } },
    400,
    'Bad Request',
    'request.invalidJson',
  ],
  [
    'a body that poisons a prototype',
    {
      method: 'PATCH',
      url: apiPaths.me,
      payload: '{"__proto__": {"polluted": true}}',
      headers: { 'content-type': 'application/json' },
    },
    400,
    'Bad Request',
    'request.invalidJson',
  ],
  [
    'a body of another type than JSON',
    { method: 'PATCH', url: apiPaths.me, payload: 'name=a', headers: { 'content-type': 'text/csv' } },
    415,
    'Unsupported Media Type',
    'request.notJson',
  ],
  [
    'a control character in a feed post',
    {
      method: 'POST',
      url: apiPaths.feeds.list,
      payload: JSON.stringify({ body: 'bell\u0007' }),
      headers: { 'content-type': 'application/json' },
    },
    400,
    'Bad Request',
    'request.invalidFields',
  ],
  [
    'a demo id past what its column holds',
    {
      method: 'POST',
      url: demoApiPaths.setStarred,
      payload: JSON.stringify({ mailId: MAX_DEMO_ID + 1 }),
      headers: { 'content-type': 'application/json' },
    },
    400,
    'Bad Request',
    'request.invalidFields',
  ],
  [
    'a refused demo refresh',
    {
      method: 'POST',
      url: demoApiPaths.refreshToken,
      payload: JSON.stringify({ accessToken: 'garbage' }),
      headers: { 'content-type': 'application/json' },
    },
    401,
    'Invalid access token',
    'auth.demoTokenInvalid',
  ],
])('answers %s with the envelope, its code and the request id', async (_name, request, status, error, code) => {
  const { status: answered, body } = await envelopeOf(request);
  expect({ status: answered, error: body.error, code: body.code }).toEqual({ status, error, code });
  expect(body.statusCode).toBe(status);
});

it('names the largest demo id it accepts, and refuses the next one by its field', async () => {
  const { body } = await envelopeOf({
    method: 'POST',
    url: demoApiPaths.setStarred,
    payload: JSON.stringify({ mailId: 2 ** 31 }),
    headers: { 'content-type': 'application/json' },
  });
  expect(body.details).toEqual([
    {
      field: 'mailId',
      message: 'must be at most 2147483647',
      code: 'field.tooLarge',
      params: { maximum: MAX_DEMO_ID },
    },
  ]);
  const largest = await server.app.inject({
    method: 'POST',
    url: demoApiPaths.setStarred,
    payload: { mailId: MAX_DEMO_ID },
  });
  expect(largest.statusCode).toBeLessThan(500);
});

it('answers a crash with the envelope, its code and the request id', async () => {
  // a statement the database refuses stands for any crash of a handler
  await server.db.query("ALTER TABLE users ADD CONSTRAINT users_test_refuses CHECK (name <> 'Crash here') NOT VALID");
  try {
    const { status, body } = await envelopeOf({
      method: 'PATCH',
      url: apiPaths.me,
      payload: JSON.stringify({ name: 'Crash here' }),
      headers: { 'content-type': 'application/json' },
    });
    expect({ status, error: body.error, code: body.code }).toEqual({
      status: 500,
      error: 'Internal Server Error',
      code: 'server.failed',
    });
  } finally {
    await server.db.query('ALTER TABLE users DROP CONSTRAINT users_test_refuses');
  }
});

it.each<[string, string, unknown, string]>([
  ['star', demoApiPaths.setStarred, { mailId: 2 ** 31 }, 'mailId'],
  ['move', demoApiPaths.moveMails, { selectedEmails: [2 ** 31], mailFolder: 'trash' }, 'selectedEmails.0'],
  ['mark unread', demoApiPaths.markUnread, { emailIds: [2 ** 31], unreadFlag: true }, 'emailIds.0'],
  ['label', demoApiPaths.setLabels, { emailIds: [2 ** 31], label: 'private' }, 'emailIds.0'],
  ['send', demoApiPaths.sendMessage, { contactId: 2 ** 31, message: { textContent: 'hi' } }, 'contactId'],
  ['mark seen', demoApiPaths.markAllSeen, { contactId: 2 ** 31 }, 'contactId'],
  ['pin', demoApiPaths.setPinned, { contactId: 2 ** 31, value: true }, 'contactId'],
  ['bookmark', demoApiPaths.updateBookmark, { obj: { id: 2 ** 31 } }, 'obj.id'],
  ['trash a task', demoApiPaths.trashTodo, 2 ** 31, 'body'],
  ['task change', demoApiExtraPaths.updateTask, { task: { id: 2 ** 31, isCompleted: true } }, 'task.id'],
])('refuses a demo %s with an id past what its column holds, naming the field', async (_name, path, body, field) => {
  const { status, body: envelope } = await envelopeOf({
    method: 'POST',
    url: path.startsWith('/') ? path : `/${path}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  expect(status).toBe(400);
  expect(envelope.details).toEqual([expect.objectContaining({ field, code: 'field.tooLarge' })]);
});

describe('a page number', () => {
  const lists = async () => {
    const [project] = await server.db.query<{ id: string }>(
      "SELECT p.id::text AS id FROM projects p JOIN companies c ON c.id = p.company_id WHERE c.name LIKE 'Acme%' LIMIT 1",
    );
    return [
      apiPaths.projects.list,
      apiPaths.peers.list,
      apiPaths.projects.backlog(project!.id),
      apiPaths.projects.tasks(project!.id),
    ];
  };

  it.each<[string, string, { message: string; code: string }]>([
    ['past the last allowed', '100001', { message: 'must be at most 100000', code: 'field.tooLarge' }],
    ['beyond a safe integer', '99999999999999999', { message: 'must be at most 100000', code: 'field.tooLarge' }],
    ['below one, hugely', '-99999999999999999999', { message: 'must be 1 or more', code: 'field.orMore' }],
    ['with a fraction', '2.5', { message: 'must be a whole number', code: 'field.notWholeNumber' }],
    ['that is no number', 'two', { message: 'must be a number', code: 'field.notNumber' }],
  ])('%s is refused once, in words that say what it must be', async (_case, page, expected) => {
    for (const list of await lists()) {
      const { status, body } = await envelopeOf({ method: 'GET', url: `${list}?page=${page}` });
      expect({
        list,
        status,
        details: body.details?.map(({ field, message, code }) => ({ field, message, code })),
      }).toEqual({ list, status: 400, details: [{ field: 'page', ...expected }] });
    }
  });
});

describe("what Node's HTTP parser refuses", () => {
  /** A raw request on a socket of its own, as a proxy or a script sends it; the whole answer, as received. */
  let port: number;
  beforeAll(async () => {
    port = Number(new URL(await server.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });

  async function rawAnswer(request: string) {
    return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let received = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
      socket.on('error', reject).on('close', () => {
        const [head = '', body = ''] = received.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      });
    });
  }

  it.each([
    [
      'headers over 16 KB',
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
      431,
      'request.headersTooLarge',
    ],
    ['a request line that is no HTTP', 'HELLO THERE\r\n\r\n', 400, 'request.unreadable'],
    ['a NUL byte in a header', 'GET /health HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n', 400, 'request.unreadable'],
  ])('%s: the envelope with its code and the API headers', async (_case, request, status, code) => {
    const answer = await rawAnswer(request);
    const body = errorEnvelopeSchema.parse(JSON.parse(answer.body));
    expect({ status: answer.status, code: body.code, statusCode: body.statusCode }).toEqual({
      status,
      code,
      statusCode: status,
    });
    expect(body.requestId).toBe(answer.headers['x-request-id']);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    if (status === 431) expect(body.message).toBe('The request headers are too large: at most 16 KB in all.');
  });

  it('cuts off a request that has not arrived in two minutes (Node checks every 30 s; fastify turns it off)', () => {
    expect(server.app.server.requestTimeout).toBe(REQUEST_ARRIVAL_MS);
    expect(REQUEST_ARRIVAL_MS).toBeGreaterThan(0);
  });
});
