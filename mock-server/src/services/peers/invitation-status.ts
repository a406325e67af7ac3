import type { PeerInvitation } from '@timely/contract';
import type { users } from '../../db/schema/core.js';
import type { App } from '../../http/app-types.js';

type InvitationColumns = Pick<typeof users.$inferSelect, 'invitation' | 'invitedAt'>;

/** What the peers list says of a peer's invitation: null once they chose a password; expired once its link no longer works. */
export function invitationOf(user: InvitationColumns, app: Pick<App, 'config' | 'now'>): PeerInvitation | null {
  if (!user.invitation) return null;
  const sentAt = user.invitedAt?.toISOString() ?? null;
  if (user.invitation === 'revoked') return { status: 'revoked', sentAt };
  const expiresAt = (user.invitedAt?.getTime() ?? 0) + app.config.inviteTokenTtlDays * 86_400_000;
  return { status: expiresAt <= app.now().getTime() ? 'expired' : 'pending', sentAt };
}
