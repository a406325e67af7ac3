import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiError, unauthorized } from '../../http/errors.js';

/**
 * The token of a consensus link: `base64url(JSON payload).base64url(HMAC-SHA256)` with the consensus
 * secret (config.ts, LEAVE_CONSENSUS_SECRET). It names the request and the colleague and expires;
 * changing one character breaks the signature. It travels only in a link's fragment (`/consensus#token=…`,
 * which browsers never send to a server) and in request bodies, never in a query string, and it is
 * never stored: a notification keeps `/consensus#request=<id>` and is given its token when its owner
 * reads it (consensusLinkFor).
 */
export type ConsensusClaims = { request: string; colleague: string; company: string; expiresAt: number };

const CONSENSUS_LINK_TTL_MS = 7 * 86_400_000;

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

function signConsensusToken(secret: string, claims: ConsensusClaims): string {
  const body = Buffer.from(
    JSON.stringify({ r: claims.request, u: claims.colleague, c: claims.company, exp: claims.expiresAt }),
  ).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The claims of a genuine, unexpired token, or 401 saying which it is not. */
export function verifyConsensusToken(secret: string, token: string, now: Date): ConsensusClaims {
  const invalid = unauthorized(apiError('leave.linkInvalid'));
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) throw invalid;
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
  let payload: { r?: unknown; u?: unknown; c?: unknown; exp?: unknown };
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof payload;
  } catch {
    throw invalid;
  }
  if (
    typeof payload.r !== 'string' ||
    typeof payload.u !== 'string' ||
    typeof payload.c !== 'string' ||
    typeof payload.exp !== 'number'
  )
    throw invalid;
  if (payload.exp <= now.getTime()) throw unauthorized(apiError('leave.linkExpired'));
  return { request: payload.r, colleague: payload.u, company: payload.c, expiresAt: payload.exp };
}

/** What a consensus notification stores as its link: the request, no credential. */
export function storedConsensusLink(requestId: string): string {
  return `/consensus#request=${requestId}`;
}

const STORED = /^\/consensus#request=([0-9a-f-]{36})$/;

/**
 * The link a notification's owner is given: a stored consensus link becomes `/consensus#token=…`, signed
 * for the owner and expiring CONSENSUS_LINK_TTL_MS after the notification was made; any other link as is.
 */
export function consensusLinkFor(
  secret: string,
  link: string | null,
  owner: { userId: string; companyId: string; createdAt: Date },
): string | null {
  const request = link ? STORED.exec(link)?.[1] : undefined;
  if (!request) return link;
  const token = signConsensusToken(secret, {
    request,
    colleague: owner.userId,
    company: owner.companyId,
    expiresAt: owner.createdAt.getTime() + CONSENSUS_LINK_TTL_MS,
  });
  return `/consensus#token=${token}`;
}
