import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { passwordResetTokens } from '../db/schema/auth.js';
import { companies, users } from '../db/schema/core.js';
import { messagesIn } from '../messages/messages.js';
import { readPreferences } from './preferences.js';
import { hashToken, randomToken } from './tokens.js';
import type { PublicContext, ServerFacilities } from './service-context.js';

type Purpose = 'reset' | 'invite';
/** What making a link needs: the database, the link lifetimes and the clock (the API, or the command line). */
export type TokenContext = Pick<ServerFacilities, 'db' | 'config' | 'now'>;
type Recipient = { id: string; email: string; name: string; companyId: string };

// A flood of "forgot password" requests must not flood the inbox: past this many links an hour, no more mail.
const MAX_RESET_MAILS_PER_HOUR = 3;

/**
 * A one-time link to set a password: the raw token goes into the email only, its hash into the
 * database. A new invitation supersedes every earlier unused link; a new reset link only earlier reset
 * links, so an anonymous "forgot password" cannot void a pending invitation.
 */
export async function createPasswordToken(app: TokenContext, userId: string, purpose: Purpose): Promise<string> {
  return app.db.orm.transaction(async (tx) => storeToken(tx, app, userId, purpose));
}

export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/**
 * Stores a new link's hash, superseding the user's unused ones (a reset: only their reset ones), and returns
 * the raw token. `invitedBy`: who sends an invitation (the Join page names them).
 */
export async function storeToken(
  tx: Tx,
  app: TokenContext,
  userId: string,
  purpose: Purpose,
  invitedBy?: string,
): Promise<string> {
  const now = app.now();
  await killPasswordTokens(tx, userId, now, purpose === 'reset' ? 'reset' : undefined);
  const { token, row } = newTokenRow(app, userId, purpose, invitedBy);
  await tx.insert(passwordResetTokens).values(row);
  // the peers list shows who has not accepted yet: from the latest invitation until a password is chosen
  if (purpose === 'invite')
    await tx.update(users).set({ invitation: 'pending', invitedAt: now }).where(eq(users.id, userId));
  return token;
}

/** A new link for a user: the raw token (for the email only) and the row that stores its hash. */
export function newTokenRow(
  app: TokenContext,
  userId: string,
  purpose: Purpose,
  invitedBy?: string,
): { token: string; row: typeof passwordResetTokens.$inferInsert } {
  const now = app.now();
  const ttlMs =
    purpose === 'invite' ? app.config.inviteTokenTtlDays * 86_400_000 : app.config.resetTokenTtlMinutes * 60_000;
  const token = randomToken();
  return {
    token,
    row: {
      userId,
      tokenHash: hashToken(token),
      purpose,
      expiresAt: new Date(now.getTime() + ttlMs),
      createdAt: now,
      invitedBy: invitedBy ?? null,
    },
  };
}

/**
 * Every unused link of the user (or only those of one purpose) stops working: a new one supersedes them,
 * the invitation is revoked, or a password was chosen.
 */
export async function killPasswordTokens(tx: Tx, userId: string, now: Date, purpose?: Purpose): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
        purpose ? eq(passwordResetTokens.purpose, purpose) : undefined,
      ),
    );
}

/**
 * A reset link, or null past the hourly limit. The user's row is locked while the links of the hour are
 * counted, so parallel requests (each answered before its mail is made) count one another's links.
 */
async function claimResetToken(ctx: PublicContext, userId: string): Promise<string | null> {
  const since = new Date(ctx.now().getTime() - 3_600_000);
  return ctx.orm.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, userId),
          eq(passwordResetTokens.purpose, 'reset'),
          gt(passwordResetTokens.createdAt, since),
        ),
      );
    if ((recent?.n ?? 0) >= MAX_RESET_MAILS_PER_HOUR) return null;
    return storeToken(tx, ctx, userId, 'reset');
  });
}

/**
 * Spends a link's token once: the user it was for, or null when unknown, used or expired. The user's
 * other links die with it: once a password is chosen, a pending invitation or reset link has no use.
 */
export async function spendPasswordToken(ctx: PublicContext, token: string): Promise<string | null> {
  const now = ctx.now();
  return ctx.orm.transaction(async (tx) => {
    const userId = await spendOne(tx, token, now);
    if (userId) await killPasswordTokens(tx, userId, now);
    return userId;
  });
}

async function spendOne(tx: Tx, token: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

export function passwordLink(app: Pick<ServerFacilities, 'config'>, token: string): string {
  return `${app.config.portalUrl}/pages/reset-password?token=${encodeURIComponent(token)}`;
}

/** Emails a reset link, unless this account already got several within the hour. */
export async function sendResetMail(ctx: PublicContext, user: Recipient): Promise<void> {
  const token = await claimResetToken(ctx, user.id);
  if (!token) {
    ctx.log.warn({ userId: user.id }, 'password reset mail skipped: too many requests this hour');
    return;
  }
  const minutes = ctx.config.resetTokenTtlMinutes;
  await ctx.mailer.send({
    kind: 'password_reset',
    to: user.email,
    companyId: user.companyId,
    userId: user.id,
    subject: 'Reset your Timely password',
    secrets: [token],
    text: [
      `Hello ${user.name},`,
      '',
      'Someone (we hope you) asked to reset the password of your Timely account.',
      `Choose a new password here within ${minutes} minutes:`,
      '',
      passwordLink(ctx, token),
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  });
}

/** Welcomes a new peer with a link to choose their password (a fresh link: any earlier one stops working). */
export async function sendInviteMail(app: ServerFacilities, user: Recipient, inviterId: string): Promise<void> {
  const token = await app.db.orm.transaction(async (tx) => storeToken(tx, app, user.id, 'invite', inviterId));
  await mailInvitation(app, user, token, inviterId);
}

/** The Join page of an invitation link: the token rides in the fragment, which no server log ever sees. */
export function joinLink(app: Pick<ServerFacilities, 'config'>, token: string): string {
  return `${app.config.portalUrl}/pages/join#token=${encodeURIComponent(token)}`;
}

/**
 * The invitation email carrying an invitation link made already (`companyName` saves a look-up when known),
 * in the invitee's language: their saved choice, else the inviter's, else English.
 */
export async function mailInvitation(
  app: ServerFacilities,
  user: Recipient,
  token: string,
  inviterId: string,
  companyName?: string,
): Promise<void> {
  const orm = app.db.orm;
  const [company, inviter, inviteeLanguage, inviterLanguage] = await Promise.all([
    companyName
      ? { name: companyName }
      : orm
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, user.companyId))
          .then(([row]) => row),
    orm
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, inviterId))
      .then(([row]) => row),
    readPreferences(orm, user.id).then((preferences) => preferences.language),
    readPreferences(orm, inviterId).then((preferences) => preferences.language),
  ]);
  const messages = messagesIn(inviteeLanguage ?? inviterLanguage ?? 'en');
  const values = {
    name: user.name,
    inviter: inviter?.name ?? messages['mail.invite.someone'],
    company: company?.name ?? 'Timely',
    days: app.config.inviteTokenTtlDays,
    email: user.email,
  };
  await app.mailer.send({
    kind: 'invite',
    to: user.email,
    companyId: user.companyId,
    userId: user.id,
    subject: messages.format('mail.invite.subject', values),
    secrets: [token],
    text: [
      messages.format('mail.invite.hello', values),
      '',
      messages.format('mail.invite.invited', values),
      messages.format('mail.invite.choose', values),
      '',
      joinLink(app, token),
    ].join('\n'),
  });
}
