import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AcceptInvitationBody, InvitationLink } from '@timely/contract';
import { passwordResetTokens } from '../../db/schema/auth.js';
import { companies, users } from '../../db/schema/core.js';
import { apiError, fieldError } from '../../http/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { assertUncommonPassword } from '../common-passwords.js';
import { forgetAccountAttempts } from '../login-throttle.js';
import { killPasswordTokens } from '../password-tokens.js';
import { hashPassword } from '../passwords.js';
import { readPreferences, savePreferences } from '../preferences.js';
import { hashToken } from '../tokens.js';
import type { PublicContext } from '../service-context.js';

const UNKNOWN: InvitationLink = {
  state: 'unknown',
  companyName: null,
  name: null,
  email: null,
  invitedBy: null,
  expiresAt: null,
};

/**
 * What an invitation link is, for the Join page (issue #50): the company, the invitee and who invited them,
 * and whether it can still be accepted. A dead link still names who sent it, so the page can say whom to
 * ask; a token that was never an invitation names nothing.
 */
export async function lookupInvitation(ctx: PublicContext, token: string): Promise<InvitationLink> {
  const { orm } = ctx;
  const inviter = sql<string | null>`(SELECT name FROM users WHERE id = ${passwordResetTokens.invitedBy})`;
  const [row] = await orm
    .select({
      usedAt: passwordResetTokens.usedAt,
      expiresAt: passwordResetTokens.expiresAt,
      invitedBy: inviter,
      name: users.name,
      email: users.email,
      invitation: users.invitation,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
      companyName: companies.name,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), eq(passwordResetTokens.purpose, 'invite')));
  if (!row) return UNKNOWN;
  return {
    state: stateOf(row, ctx.now()),
    companyName: row.companyName,
    name: row.name,
    email: row.email,
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt.toISOString(),
  };
}

type LinkRow = {
  usedAt: Date | null;
  expiresAt: Date;
  invitation: 'pending' | 'revoked' | null;
  isActive: boolean;
  deletedAt: Date | null;
};

function stateOf(row: LinkRow, now: Date): InvitationLink['state'] {
  if (row.invitation === null) return 'accepted';
  // a deactivated or deleted peer's invitation is taken back as surely as a revoked one
  if (row.invitation === 'revoked' || !row.isActive || row.deletedAt) return 'revoked';
  if (row.usedAt) return 'replaced';
  if (row.expiresAt <= now) return 'expired';
  return 'open';
}

/**
 * Accepts an invitation: spends its link (once, before it expires, only while the invitation is pending),
 * sets the password and the invitee's language, ends every other link of theirs, and records
 * `peer.invitation_accepted` in the same transaction. Answers the user's id, to sign them in.
 */
export async function acceptInvitation(ctx: PublicContext, body: AcceptInvitationBody): Promise<string> {
  await assertUncommonPassword('password', body.password);
  const passwordHash = await hashPassword(body.password, ctx.config.passwordCost);
  const now = ctx.now();
  const userId = await ctx.orm.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(body.token)),
          eq(passwordResetTokens.purpose, 'invite'),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw fieldError('token', apiError('field.linkExpired'));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, invitation: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(users.id, spent.userId),
          eq(users.invitation, 'pending'),
          eq(users.isActive, true),
          isNull(users.deletedAt),
        ),
      )
      .returning({ id: users.id, name: users.name, email: users.email, companyId: users.companyId });
    if (!user) throw fieldError('token', apiError('field.linkExpired'));
    await killPasswordTokens(tx, user.id, now);
    await savePreferences(tx, user.id, { ...(await readPreferences(tx, user.id)), language: body.language });
    await recordAudit(tx, {
      companyId: user.companyId,
      actorId: user.id,
      kind: 'peer.invitation_accepted',
      target: { type: 'peer', id: user.id, label: user.name },
      before: { invitation: 'pending' },
      after: { invitation: 'accepted', language: body.language },
      at: now,
    });
    return user.id;
  });
  const [user] = await ctx.orm.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) await forgetAccountAttempts(ctx, user.email);
  return userId;
}
