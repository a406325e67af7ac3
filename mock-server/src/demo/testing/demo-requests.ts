import type { LightMyRequestResponse } from 'fastify';
import { demoRoutePath } from '@timely/contract';
import type { TestServer } from '../../testing/test-server.js';

let visitors = 0;
/** Each call from an address of its own: the demo API's per-address limits have their own test (demo-limits.test.ts). */
export const visitorAddress = () => `100.96.${Math.floor(visitors / 250) % 250}.${(visitors++ % 250) + 1}`;

/** Calls a demo path as the spec writes it (with or without its leading slash), with no session. */
export function demoRequests(server: () => TestServer) {
  return {
    get(specPath: string, query?: Record<string, string>): Promise<LightMyRequestResponse> {
      return server().app.inject({
        method: 'GET',
        url: demoRoutePath(specPath),
        query,
        remoteAddress: visitorAddress(),
      });
    },
    post(specPath: string, payload: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      return server().app.inject({
        method: 'POST',
        url: demoRoutePath(specPath),
        payload: body,
        headers: { 'content-type': 'application/json', ...headers },
        remoteAddress: visitorAddress(),
      });
    },
  };
}
