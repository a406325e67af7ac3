import { createApiClient, type Session } from '@timely/shared-auth';
import axios, { AxiosHeaders, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

export type Reply = { status: number; data: unknown };
export type Handler = (request: { body: unknown; params: Record<string, unknown>; headers: AxiosHeaders }) => Reply;
export type SentRequest = { method: string; url: string; body: unknown; params: Record<string, unknown>; headers: AxiosHeaders };

/**
 * The portal's real HTTP client (shared-auth's interceptors included) over a scripted adapter: tests answer
 * `"GET /v2/kpis/org"` with contract-valid fixtures and read back what was sent.
 */
export function mockApi(routes: Record<string, Handler | Reply>, session: Session | null = null): { client: AxiosInstance; sent: SentRequest[]; onUnauthorized: jest.Mock } {
  const sent: SentRequest[] = [];
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    baseURL: 'http://api.test',
    getTokens: () => (session ? { token: session.token, refreshToken: session.refreshToken } : null),
    onTokensRefreshed: () => {},
    onUnauthorized,
  });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const headers = AxiosHeaders.from(config.headers);
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const params = (config.params ?? {}) as Record<string, unknown>;
    sent.push({ method, url, body, params, headers });
    const route = routes[`${method} ${url}`];
    if (!route) throw new Error(`unscripted request ${method} ${url}`);
    const reply = typeof route === 'function' ? route({ body, params, headers }) : route;
    const response = { status: reply.status, statusText: '', data: reply.data, headers: {}, config };
    if (reply.status >= 400) throw new axios.AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  client.defaults.adapter = adapter;
  return { client, sent, onUnauthorized };
}

export const envelope = (statusCode: number, message: string, details?: Array<{ field: string; message: string }>): Reply => ({
  status: statusCode,
  data: { statusCode, error: 'Error', message, ...(details ? { details } : {}) },
});
