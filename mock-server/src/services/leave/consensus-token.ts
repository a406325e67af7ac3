import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../http/errors.js';
import { loadOrCreateSecret } from '../secrets.js';

/**
 * The token of a consensus link: `base64url(JSON payload).base64url(HMAC-SHA256)` with a server secret
 * (kept like the JWT secret, see services/secrets.ts). It names the request and the colleague and
 * expires; changing one character breaks the signature. The link carries no other data.
 */
export type ConsensusClaims = { request: string; colleague: string; company: string; expiresAt: number };

export const CONSENSUS_LINK_TTL_MS = 7 * 86_400_000;

const secrets = new WeakMap<Database, Promise<string>>();
/** Load before a transaction: PGlite has one connection, so no query may run beside an open transaction. */
export function consensusSecretOf(db: Database): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreateSecret(db, 'leave-consensus', process.env.LEAVE_CONSENSUS_SECRET);
    secrets.set(db, secret);
  }
  return secret;
}

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function signConsensusToken(secret: string, claims: ConsensusClaims): string {
  const body = Buffer.from(JSON.stringify({ r: claims.request, u: claims.colleague, c: claims.company, exp: claims.expiresAt })).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The claims of a genuine, unexpired token, or 401 saying which it is not. */
export async function verifyConsensusToken(db: Database, token: string, now: Date): Promise<ConsensusClaims> {
  const invalid = unauthorized('This consensus link is not valid. Ask the requester for a new one.');
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) throw invalid;
  const expected = Buffer.from(sign(body, await consensusSecretOf(db)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
  let payload: { r?: unknown; u?: unknown; c?: unknown; exp?: unknown };
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof payload;
  } catch {
    throw invalid;
  }
  if (typeof payload.r !== 'string' || typeof payload.u !== 'string' || typeof payload.c !== 'string' || typeof payload.exp !== 'number') throw invalid;
  if (payload.exp <= now.getTime()) throw unauthorized('This consensus link has expired.');
  return { request: payload.r, colleague: payload.u, company: payload.c, expiresAt: payload.exp };
}
