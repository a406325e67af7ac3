import { sql } from 'drizzle-orm';
import { idSchema, levelSchema, LIVE_TICKET_TTL_SECONDS } from '@timely/contract';
import { rowsOf } from '../../db/rows-of.js';
import { countHit } from '../../http/rate-limit-store.js';
import type { PublicContext } from '../service-context.js';
import type { Listener } from './live-events.js';

/** What a live ticket (a short-lived JWT) carries: its kind, user, company, level, session and its own id. */
export type TicketPayload = {
  typ?: string;
  sub?: string;
  company?: string;
  level?: string;
  sid?: string;
  jti?: string;
};

/** A ticket's session and user, read again when the stream opens; null for a ticket that does not hold. */
export async function ticketListener(
  ctx: PublicContext,
  payload: TicketPayload,
): Promise<(Listener & { sessionId: string }) | null> {
  const { orm } = ctx;
  const level = levelSchema.safeParse(payload.level);
  if (
    payload.typ !== 'live' ||
    !level.success ||
    !idSchema.safeParse(payload.sub).success ||
    !idSchema.safeParse(payload.company).success ||
    !idSchema.safeParse(payload.sid).success ||
    typeof payload.jti !== 'string'
  )
    return null;
  const [row] = rowsOf<{ id: string }>(
    await orm.execute(sql`
      SELECT u.id FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = ${payload.sid} AND u.id = ${payload.sub} AND u.company_id = ${payload.company}
         AND u.level = ${level.data} AND s.revoked_at IS NULL AND s.expires_at > ${ctx.now().toISOString()}::timestamptz
         AND u.is_active AND u.deleted_at IS NULL`),
  );
  if (!row) return null;
  // single use, across every API process (the hit counts live in the database)
  const hit = await countHit(ctx.db, `live-ticket:${payload.jti}`, ctx.now(), (LIVE_TICKET_TTL_SECONDS + 60) * 1000);
  if (hit.current > 1) return null;
  return { userId: payload.sub!, companyId: payload.company!, level: level.data, sessionId: payload.sid! };
}
