import type { LightMyRequestResponse } from 'fastify';
import { demoRoutePath } from '../../contract/index.js';
import type { TestServer } from '../../testing/test-server.js';

/** Calls a demo path as the spec writes it (with or without its leading slash), with no session. */
export function demoRequests(server: () => TestServer) {
  return {
    get(specPath: string, query?: Record<string, string>): Promise<LightMyRequestResponse> {
      return server().app.inject({ method: 'GET', url: demoRoutePath(specPath), query });
    },
    post(specPath: string, payload: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      return server().app.inject({ method: 'POST', url: demoRoutePath(specPath), payload: body, headers: { 'content-type': 'application/json', ...headers } });
    },
  };
}
