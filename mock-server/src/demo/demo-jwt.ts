import jwt, { type JWT } from '@fastify/jwt';
import { DEMO_TOKEN_EXPIRY_SECONDS } from '@timely/contract';
import type { App } from '../http/app-types.js';

const NAMESPACE = 'demo';

/**
 * Demo tokens: @fastify/jwt under its own namespace and its own secret, so a demo token never passes as a
 * product token (nor the reverse). A number for expiresIn means seconds, as in jsonwebtoken.
 */
export async function registerDemoJwt(app: App): Promise<void> {
  await app.register(jwt, {
    secret: app.secrets.demoJwt,
    namespace: NAMESPACE,
    sign: { expiresIn: DEMO_TOKEN_EXPIRY_SECONDS, algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });
}

/** The demo signer and verifier (the plugin's typings know one namespace-less `jwt` only). */
function demoJwt(app: App): JWT {
  return (app.jwt as unknown as Record<typeof NAMESPACE, JWT>)[NAMESPACE];
}

export function signDemoToken(app: App, userId: number): string {
  return demoJwt(app).sign({ id: userId });
}

/** The user id of a good, unexpired demo token, or null. */
export function verifyDemoToken(app: App, token: string): number | null {
  try {
    const payload = demoJwt(app).verify<{ id?: unknown }>(token);
    return typeof payload.id === 'number' && Number.isInteger(payload.id) ? payload.id : null;
  } catch {
    // expired, forged or malformed: all the same to the caller
    return null;
  }
}
