import axios, { AxiosHeaders, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from '../api-client';
import type { Session } from '../session-storage';

export type StubRequest = {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
  headers: AxiosHeaders;
};
export type StubReply = { status?: number; data?: unknown; headers?: Record<string, string> } | 'network-error';
export type StubHandler = StubReply | ((request: StubRequest) => StubReply | Promise<StubReply>);

export type StubApiClient = {
  client: AxiosInstance;
  /** Every request sent, in order. */
  calls: StubRequest[];
  /** The requests sent to one `'METHOD /path'`, in order. */
  callsTo(route: string): StubRequest[];
  /** Replaces (or adds) the answer to `'METHOD /path'`. */
  on(route: string, handler: StubHandler): void;
  has(route: string): boolean;
  /** How many times the portal signed out on a 401. */
  signOuts: () => number;
};

/**
 * The portal's real HTTP client (shared-auth's interceptors included), answering from a table instead of
 * the network: `{ 'GET /v2/notifications': { data: fixture } }`. Routes match on method and path; the
 * query string is in `params`. An unstubbed request fails the test loudly.
 */
export type StubOptions = {
  /** Whose tokens the client sends; `null` sends none (a visitor). By default a stand-in token. */
  session?: Session | null;
};

export function createStubApiClient(
  routes: Record<string, StubHandler> = {},
  { session }: StubOptions = {},
): StubApiClient {
  const table = new Map(Object.entries(routes));
  const calls: StubRequest[] = [];
  let signOuts = 0;
  const client = createApiClient({
    baseURL: 'http://api.test',
    getTokens: () =>
      session === undefined
        ? { token: 'stub-token', refreshToken: 'stub-refresh' }
        : session && { token: session.token, refreshToken: session.refreshToken },
    onTokensRefreshed: () => {},
    onUnauthorized: () => {
      signOuts += 1;
    },
  });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = `/${(config.url ?? '').replace(/^\//, '')}`.split('?')[0]!;
    const request: StubRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: path,
      params: config.params ?? {},
      data: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers),
    };
    calls.push(request);
    const handler = table.get(`${request.method} ${path}`);
    if (!handler) throw new Error(`unstubbed request ${request.method} ${path}`);
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    if (reply === 'network-error') throw new axios.AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = {
      status: reply.status ?? 200,
      statusText: '',
      data: reply.data,
      headers: reply.headers ?? {},
      config,
    };
    if (response.status >= 400) throw new axios.AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  client.defaults.adapter = adapter;
  return {
    client,
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.url}` === route),
    on: (route, handler) => void table.set(route, handler),
    has: (route) => table.has(route),
    signOuts: () => signOuts,
  };
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** The API's error envelope, for stubbing a failure: `{ status: 400, data: errorEnvelope(400, 'bad', [...]) }`. */
export function errorEnvelope(
  statusCode: number,
  message: string,
  details?: Array<{ field: string; message: string }>,
) {
  return { statusCode, error: 'Error', message, ...(details ? { details } : {}) };
}

/** A failed answer with the API's error envelope: `{ 'POST /v2/x': failure(409, 'Taken', [{ field, message }]) }`. */
export function failure(
  statusCode: number,
  message: string,
  details?: Array<{ field: string; message: string }>,
): StubReply {
  return { status: statusCode, data: errorEnvelope(statusCode, message, details) };
}
