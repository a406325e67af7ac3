import type { LightMyRequestResponse } from 'fastify';
import { demoRoutePath } from '@timely/contract';
import type { TestServer } from '../../testing/test-server.js';

let visitors = 0;
/** An address no other caller has used: the demo API's per-address limits have their own test (demo-limits.test.ts). */
export const visitorAddress = () => `100.96.${Math.floor(visitors / 250) % 250}.${(visitors++ % 250) + 1}`;

/**
 * Calls a demo path as the spec writes it (with or without its leading slash), with no session, as one
 * anonymous visitor: every call comes from one address, so it reads and writes that visitor's own demo set.
 * `newVisitor()` moves on to an address of its own (pristine data again, and a fresh rate-limit budget);
 * `addressPerCall` does so before every call, for calls that keep no visitor data (sign-in and register).
 */
export function demoRequests(server: () => TestServer, { addressPerCall = false } = {}) {
  let address = visitorAddress();
  const next = () => (addressPerCall ? (address = visitorAddress()) : address);
  return {
    /** The address the next call comes from, for a test's own inject. */
    address: () => address,
    newVisitor(): string {
      address = visitorAddress();
      return address;
    },
    get(specPath: string, query?: Record<string, string>): Promise<LightMyRequestResponse> {
      return server().app.inject({ method: 'GET', url: demoRoutePath(specPath), query, remoteAddress: next() });
    },
    post(specPath: string, payload: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      return server().app.inject({
        method: 'POST',
        url: demoRoutePath(specPath),
        payload: body,
        headers: { 'content-type': 'application/json', ...headers },
        remoteAddress: next(),
      });
    },
  };
}
