import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/core.js';
import type { BulkInvitationsResult } from '@timely/contract';
import { apiError, conflict, HttpError } from '../../http/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { killPasswordTokens, mailInvitation, storeToken } from '../password-tokens.js';
import { livePeer } from './peer-write.js';
import type { ServiceContext } from '../service-context.js';

/**
 * Sends a fresh invitation to a peer who has not accepted yet (pending, expired or revoked): the new link
 * supersedes every earlier one, so an old email no longer works.
 */
export async function resendInvitation(ctx: ServiceContext, id: string): Promise<void> {
  const { caller: auth } = ctx;
  const { user } = await livePeer(ctx, id);
  if (!user.invitation) throw conflict(apiError('peer.invitationAccepted', { name: user.name }));
  if (!user.isActive) throw conflict(apiError('peer.inviteDeactivated', { name: user.name }));
  // the new link and its audit entry are committed together; the mail goes once both are
  const token = await ctx.orm.transaction(async (tx) => {
    const fresh = await storeToken(tx, ctx, id, 'invite', auth.userId);
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'peer.invitation_resent',
      target: { type: 'peer', id, label: user.name },
      before: { invitation: user.invitation },
      after: { invitation: 'pending', email: user.email },
    });
    return fresh;
  });
  await mailInvitation(ctx, { id, email: user.email, name: user.name, companyId: auth.companyId }, token, auth.userId);
}

/** Takes back a pending invitation: every link of the peer stops working until an admin sends a new one. */
export async function revokeInvitation(ctx: ServiceContext, id: string): Promise<void> {
  const { caller: auth } = ctx;
  const { user } = await livePeer(ctx, id);
  if (!user.invitation) throw conflict(apiError('peer.revokeAccepted', { name: user.name }));
  if (user.invitation === 'revoked') throw conflict(apiError('peer.alreadyRevoked', { name: user.name }));
  await ctx.orm.transaction(async (tx) => {
    await killPasswordTokens(tx, id, ctx.now());
    await tx
      .update(users)
      .set({ invitation: 'revoked', updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'peer.invitation_revoked',
      target: { type: 'peer', id, label: user.name },
      before: { invitation: user.invitation },
      after: { invitation: 'revoked' },
    });
  });
}

/**
 * Resends or revokes the invitations of several peers, one by one as the single calls do (each its own
 * transaction and audit entry): a peer the action does not fit (accepted meanwhile, deleted, unknown) is
 * skipped with the reason the single call would give, and the others go ahead.
 */
export async function bulkInvitations(
  ctx: ServiceContext,
  action: 'resend' | 'revoke',
  ids: readonly string[],
): Promise<BulkInvitationsResult> {
  const result: BulkInvitationsResult = { done: [], skipped: [] };
  for (const id of ids) {
    try {
      await (action === 'resend' ? resendInvitation : revokeInvitation)(ctx, id);
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof HttpError) || !error.code || error.statusCode >= 500) throw error;
      result.skipped.push({
        id,
        code: error.code,
        ...(error.params ? { params: error.params } : {}),
        message: error.message,
      });
    }
  }
  return result;
}
