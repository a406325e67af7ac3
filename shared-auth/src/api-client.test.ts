import axios, { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import { createApiClient } from './api-client';

type Reply = { status: number; data: unknown } | 'network-error';

/** An axios adapter that answers each request from a script, and records what was sent. */
function scriptedAdapter(replies: Record<string, Reply[]>) {
  const seen: Array<{ url: string; authorization: string | undefined }> = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    seen.push({ url, authorization: AxiosHeaders.from(config.headers).get('Authorization') as string | undefined });
    const reply = replies[url]?.shift();
    if (!reply) throw new Error(`unscripted request ${url}`);
    if (reply === 'network-error')
      throw Object.assign(new axios.AxiosError('Network Error', 'ERR_NETWORK', config), { response: undefined });
    const response = { status: reply.status, statusText: '', data: reply.data, headers: {}, config };
    if (reply.status >= 400) throw new axios.AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  return { adapter, seen };
}

const envelope = (statusCode: number, message: string) => ({ statusCode, error: 'x', message });

function setup(replies: Record<string, Reply[]>) {
  let tokens: { token: string; refreshToken: string } | null = { token: 'old', refreshToken: 'r1' };
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    baseURL: 'http://api',
    getTokens: () => tokens,
    onTokensRefreshed: (next) => {
      tokens = { token: next.token, refreshToken: next.refreshToken };
    },
    onUnauthorized,
  });
  const { adapter, seen } = scriptedAdapter(replies);
  client.defaults.adapter = adapter;
  axios.defaults.adapter = adapter; // the refresh call
  return { client, seen, onUnauthorized, tokens: () => tokens };
}

it('sends the token as a Bearer header only', async () => {
  const { client, seen } = setup({ '/v2/me': [{ status: 200, data: { ok: 1 } }] });
  await client.get('/v2/me');
  expect(seen[0]).toEqual({ url: '/v2/me', authorization: 'Bearer old' });
});

it('refreshes once on a 401 and retries with the new token', async () => {
  const { client, seen, onUnauthorized, tokens } = setup({
    '/v2/me': [
      { status: 401, data: envelope(401, 'expired') },
      { status: 200, data: { ok: 1 } },
    ],
    '/v2/auth/refresh': [{ status: 200, data: { token: 'new', refreshToken: 'r2', expiresIn: 900 } }],
  });
  await expect(client.get('/v2/me')).resolves.toMatchObject({ data: { ok: 1 } });
  expect(seen.map((request) => request.authorization)).toEqual(['Bearer old', undefined, 'Bearer new']);
  expect(tokens()).toEqual({ token: 'new', refreshToken: 'r2' });
  expect(onUnauthorized).not.toHaveBeenCalled();
});

it('signs out when the refresh is refused', async () => {
  const { client, onUnauthorized } = setup({
    '/v2/me': [{ status: 401, data: envelope(401, 'expired') }],
    '/v2/auth/refresh': [{ status: 401, data: envelope(401, 'revoked') }],
  });
  await expect(client.get('/v2/me')).rejects.toMatchObject({ status: 401 });
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});

it('asks to refresh a refused token only once, however late the other 401s arrive', async () => {
  // the second 401 lands after the refusal, before the sign-out has cleared the session (e2e saw two refreshes)
  const { client, seen, onUnauthorized } = setup({
    '/v2/me': [{ status: 401, data: envelope(401, 'expired') }],
    '/v2/projects': [{ status: 401, data: envelope(401, 'expired') }],
    '/v2/auth/refresh': [{ status: 401, data: envelope(401, 'revoked') }],
  });
  await expect(client.get('/v2/me')).rejects.toMatchObject({ status: 401 });
  await expect(client.get('/v2/projects')).rejects.toMatchObject({ status: 401 });
  expect(seen.filter((request) => request.url === '/v2/auth/refresh')).toHaveLength(1);
  expect(onUnauthorized).toHaveBeenCalledTimes(2);
});

it('never signs out on other failures, and names the problem', async () => {
  const { client, onUnauthorized } = setup({
    '/v2/projects': [{ status: 500, data: envelope(500, 'Something went wrong on the server.') }, 'network-error'],
  });
  const serverError = await client.get('/v2/projects').catch((error: unknown) => error);
  expect(serverError).toBeInstanceOf(ApiError);
  expect(serverError).toMatchObject({ status: 500, message: 'Something went wrong on the server.' });
  const offline = await client.get('/v2/projects').catch((error: unknown) => error);
  expect(offline).toMatchObject({ status: 0, code: 'unreachable' });
  expect(onUnauthorized).not.toHaveBeenCalled();
});

it('shows the request id of a server fault, so the report can be found in the log (issue #35)', async () => {
  const { client } = setup({
    '/v2/projects': [
      { status: 500, data: { ...envelope(500, 'Something went wrong on the server.'), requestId: 'c0ffee-42' } },
    ],
    '/v2/peers': [{ status: 404, data: { ...envelope(404, 'No such peer.'), requestId: 'c0ffee-43' } }],
  });
  const serverError = (await client.get('/v2/projects').catch((error: unknown) => error)) as ApiError;
  expect(serverError).toMatchObject({
    status: 500,
    requestId: 'c0ffee-42',
    message: 'Something went wrong on the server. (reference c0ffee-42)',
  });
  // a client error is the user's to fix: its message stays as the server wrote it
  const notFound = (await client.get('/v2/peers').catch((error: unknown) => error)) as ApiError;
  expect(notFound).toMatchObject({ requestId: 'c0ffee-43', message: 'No such peer.' });
});

it('keeps field details for forms', async () => {
  const { client } = setup({
    '/v2/peers': [
      {
        status: 400,
        data: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'email is invalid',
          details: [{ field: 'email', message: 'must be a valid email address' }],
        },
      },
    ],
  });
  const error = (await client.post('/v2/peers', {}).catch((caught: unknown) => caught)) as ApiError;
  expect(error.fieldMessage('email')).toBe('must be a valid email address');
});

it('sends an anonymous call without the session, and its 401 keeps the user signed in', async () => {
  const { client, seen, onUnauthorized, tokens } = setup({
    '/v2/kpis/tv': [{ status: 401, data: envelope(401, 'revoked') }],
  });
  await expect(client.get('/v2/kpis/tv', { anonymous: true })).rejects.toMatchObject({
    status: 401,
    message: 'revoked',
  });
  expect(seen).toEqual([{ url: '/v2/kpis/tv', authorization: undefined }]);
  expect(onUnauthorized).not.toHaveBeenCalled();
  expect(tokens()).toEqual({ token: 'old', refreshToken: 'r1' });
});

it('takes the pair another tab has already rotated instead of spending the replaced refresh token', async () => {
  let stored: { token: string; refreshToken: string } | null = { token: 'old', refreshToken: 'r1' };
  let tokens = { token: 'old', refreshToken: 'r1' };
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    baseURL: 'http://api',
    getTokens: () => tokens,
    getStoredTokens: () => stored,
    onTokensRefreshed: (next) => {
      tokens = { token: next.token, refreshToken: next.refreshToken };
    },
    onUnauthorized,
  });
  // no refresh is scripted: asking the server would fail the test
  const { adapter, seen } = scriptedAdapter({
    '/v2/me': [
      { status: 401, data: envelope(401, 'expired') },
      { status: 200, data: { ok: 1 } },
    ],
  });
  client.defaults.adapter = adapter;
  axios.defaults.adapter = adapter;
  stored = { token: 'other-tab', refreshToken: 'r2' };
  await expect(client.get('/v2/me')).resolves.toMatchObject({ data: { ok: 1 } });
  expect(seen.map((request) => `${request.url} ${request.authorization}`)).toEqual([
    '/v2/me Bearer old',
    '/v2/me Bearer other-tab',
  ]);
  expect(tokens).toEqual({ token: 'other-tab', refreshToken: 'r2' });
  expect(onUnauthorized).not.toHaveBeenCalled();
});

it("refreshes one tab at a time through the browser's shared lock", async () => {
  const request = jest.fn((_name: string, work: () => Promise<unknown>) => work());
  Object.defineProperty(globalThis.navigator, 'locks', { value: { request }, configurable: true });
  try {
    const { client } = setup({
      '/v2/me': [
        { status: 401, data: envelope(401, 'expired') },
        { status: 200, data: { ok: 1 } },
      ],
      '/v2/auth/refresh': [{ status: 200, data: { token: 'new', refreshToken: 'r2', expiresIn: 900 } }],
    });
    await client.get('/v2/me');
    expect(request).toHaveBeenCalledWith('timely-token-refresh', expect.any(Function));
  } finally {
    Reflect.deleteProperty(globalThis.navigator, 'locks');
  }
});
