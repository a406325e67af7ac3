import { and, eq, gt, lt } from 'drizzle-orm';
import type { CreateWorkspaceBody } from '@timely/contract';
import { pendingSignups } from '../../db/schema/auth.js';
import { users } from '../../db/schema/core.js';
import { hashToken, randomToken } from '../tokens.js';
import type { PublicContext } from '../service-context.js';

/** How long a sign-up link works. */
export const SIGNUP_LINK_HOURS = 24;
// a flood of sign-up requests for one address must not flood its inbox: past this many an hour, no more mail
const MAX_SIGNUP_MAILS_PER_HOUR = 3;

export type PendingSignup = { email: string; companyName: string; adminName: string };

/**
 * Mails the address of a sign-up request (issue #48), run after the answer went out so that a free and a
 * taken address answer alike and in the same time. A free address gets a one-time link to confirm (its
 * hash kept with the request, replacing any earlier one); an address with an account gets a note saying
 * so, with links to sign in, and nothing is stored.
 */
export async function mailSignupLink(ctx: PublicContext, input: CreateWorkspaceBody): Promise<void> {
  const { orm } = ctx;
  const now = ctx.now();
  await orm.delete(pendingSignups).where(lt(pendingSignups.expiresAt, now));
  if (!(await claimSignupMail(ctx, input.adminEmail))) {
    ctx.log.warn('workspace sign-up mail skipped: too many requests for this address this hour');
    return;
  }
  const [account] = await orm.select({ id: users.id }).from(users).where(eq(users.email, input.adminEmail));
  if (account) {
    await ctx.mailer.send({
      kind: 'workspace_signup_taken',
      to: input.adminEmail,
      subject: 'You already have a Timely account',
      text: [
        'Hello,',
        '',
        'Someone (we hope you) asked to create a new Timely workspace with this address.',
        'This address already belongs to a Timely account, so nothing was created.',
        '',
        `Sign in here: ${ctx.config.portalUrl}/pages/login/`,
        `Forgot your password? Choose a new one here: ${ctx.config.portalUrl}/pages/forgot-password`,
        '',
        'If you did not ask for this, ignore this email.',
      ].join('\n'),
    });
    return;
  }
  const token = randomToken();
  const row = {
    companyName: input.companyName,
    adminName: input.adminName,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SIGNUP_LINK_HOURS * 3_600_000),
    createdAt: now,
  };
  // asking again replaces the earlier link: only the latest one works
  await orm
    .insert(pendingSignups)
    .values({ email: input.adminEmail, ...row })
    .onConflictDoUpdate({ target: pendingSignups.email, set: row });
  await ctx.mailer.send({
    kind: 'workspace_signup',
    to: input.adminEmail,
    subject: 'Confirm your new Timely workspace',
    secrets: [token],
    text: [
      `Hello ${input.adminName},`,
      '',
      `Someone (we hope you) asked to create the Timely workspace "${input.companyName}" with this address.`,
      `Confirm it and choose your password here within ${SIGNUP_LINK_HOURS} hours:`,
      '',
      `${ctx.config.portalUrl}/pages/create-workspace/confirm#token=${encodeURIComponent(token)}`,
      '',
      'If you did not ask for this, ignore this email: nothing is created without it.',
    ].join('\n'),
  });
}

/** The request a link stands for, or undefined when the link is unknown, replaced, used or expired. */
export async function findPendingSignup(ctx: PublicContext, token: string): Promise<PendingSignup | undefined> {
  const [row] = await ctx.orm
    .select({
      email: pendingSignups.email,
      companyName: pendingSignups.companyName,
      adminName: pendingSignups.adminName,
    })
    .from(pendingSignups)
    .where(and(eq(pendingSignups.tokenHash, hashToken(token)), gt(pendingSignups.expiresAt, ctx.now())));
  return row;
}

/**
 * Spends a link inside the transaction that creates the workspace (`ctx.orm` is the transaction's handle): false
 * when another request spent it first.
 */
export async function spendSignupToken(ctx: PublicContext, token: string): Promise<boolean> {
  const spent = await ctx.orm
    .delete(pendingSignups)
    .where(and(eq(pendingSignups.tokenHash, hashToken(token)), gt(pendingSignups.expiresAt, ctx.now())))
    .returning({ email: pendingSignups.email });
  return spent.length > 0;
}

/**
 * Counts a sign-up mail to the address in the rate limits' shared table (one statement, so parallel
 * requests and several API processes count one another): false past the hourly cap.
 */
async function claimSignupMail(ctx: PublicContext, email: string): Promise<boolean> {
  const [row] = await ctx.db.query<{ hits: number }>(
    `INSERT INTO rate_limit_hits AS kept (key, hits, window_ends) VALUES ($1, 1, $2::timestamptz + interval '1 hour')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN kept.window_ends <= $2 THEN 1 ELSE kept.hits + 1 END,
       window_ends = CASE WHEN kept.window_ends <= $2 THEN excluded.window_ends ELSE kept.window_ends END
     RETURNING hits`,
    [`signup-mail:${email}`, ctx.now().toISOString()],
  );
  return (row?.hits ?? 0) <= MAX_SIGNUP_MAILS_PER_HOUR;
}
