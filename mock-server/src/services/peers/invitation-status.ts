import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { InvitationSummary, PeerInvitation } from '@timely/contract';
import { users } from '../../db/schema/core.js';
import type { ServiceContext } from '../service-context.js';

type InvitationColumns = Pick<typeof users.$inferSelect, 'invitation' | 'invitedAt'>;

/** What the peers list says of a peer's invitation: null once they chose a password; expired once its link no longer works. */
export function invitationOf(
  user: InvitationColumns,
  app: Pick<ServiceContext, 'config' | 'now'>,
): PeerInvitation | null {
  if (!user.invitation) return null;
  const sentAt = user.invitedAt?.toISOString() ?? null;
  if (user.invitation === 'revoked') return { status: 'revoked', sentAt, expiresAt: null };
  const expiresAt = (user.invitedAt?.getTime() ?? 0) + app.config.inviteTokenTtlDays * 86_400_000;
  return {
    status: expiresAt <= app.now().getTime() ? 'expired' : 'pending',
    sentAt,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/**
 * The manage-peers page's summary: the live peers of the caller's company who have not accepted yet, by the
 * state the list shows.
 */
export async function invitationSummary(ctx: ServiceContext): Promise<InvitationSummary> {
  const cutoff = new Date(ctx.now().getTime() - ctx.config.inviteTokenTtlDays * 86_400_000);
  const expired = sql`coalesce(${users.invitedAt}, 'epoch'::timestamptz) <= ${cutoff.toISOString()}::timestamptz`;
  const [row] = await ctx.orm
    .select({
      pending: countWhere(sql`${users.invitation} = 'pending' AND NOT (${expired})`),
      expired: countWhere(sql`${users.invitation} = 'pending' AND ${expired}`),
      revoked: countWhere(sql`${users.invitation} = 'revoked'`),
    })
    .from(users)
    .where(and(eq(users.companyId, ctx.caller.companyId), isNull(users.deletedAt), isNotNull(users.invitation)));
  return { pending: row?.pending ?? 0, expired: row?.expired ?? 0, revoked: row?.revoked ?? 0 };
}

const countWhere = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);
