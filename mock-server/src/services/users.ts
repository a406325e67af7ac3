import { and, eq, isNull, sql } from 'drizzle-orm';
import { workingWeekOrDefault, type SessionUser } from '@timely/contract';
import type { Orm } from '../db/client.js';
import { companies, users } from '../db/schema/core.js';
import type { PublicContext } from './service-context.js';

export type UserRow = typeof users.$inferSelect;

/** An active (not deleted) user by email, with the password hash, for sign-in. */
export async function findActiveUserByEmail(orm: Orm, email: string): Promise<UserRow | undefined> {
  const [row] = await orm
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), eq(users.isActive, true)));
  return row;
}

export async function findActiveUserById(orm: Orm, id: string): Promise<UserRow | undefined> {
  const [row] = await orm
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), eq(users.isActive, true)));
  return row;
}

/** What the client keeps about the signed-in user (picture links made absolute for the caller). */
export async function toSessionUser(ctx: PublicContext, user: UserRow): Promise<SessionUser> {
  const { orm } = ctx;
  const [company] = await orm
    .select({ name: companies.name, logoUrl: companies.logoUrl, workingDays: companies.workingDays })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  return sessionUserOf(ctx, user, {
    name: company?.name ?? '',
    logoUrl: company?.logoUrl ?? null,
    workingDays: company?.workingDays ?? null,
  });
}

type SessionUserColumns = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'role' | 'level' | 'companyId' | 'avatarUrl' | 'timeZone'
>;

export function sessionUserOf(
  ctx: Pick<PublicContext, 'pictureUrl'>,
  user: SessionUserColumns,
  company: { name: string; logoUrl: string | null; workingDays: readonly number[] | null },
): SessionUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    level: user.level,
    company: user.companyId,
    companyName: company.name,
    companyLogo: ctx.pictureUrl(company.logoUrl),
    // every screen that groups or defaults by week reads it (the contract's companyWeek)
    companyWorkingDays: [...workingWeekOrDefault(company.workingDays)],
    profilePic: ctx.pictureUrl(user.avatarUrl),
    timeZone: user.timeZone,
  };
}

/**
 * The signed-in user as the client keeps it, in one statement prepared once (the user and the company's
 * name together), for `GET /v2/me`, which every page load of the portal sends. Undefined for a user who
 * is no longer active.
 */
export function prepareSessionUserReader(
  orm: Orm,
): (ctx: PublicContext, userId: string) => Promise<SessionUser | undefined> {
  const statement = orm
    .select({
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        level: users.level,
        companyId: users.companyId,
        avatarUrl: users.avatarUrl,
        timeZone: users.timeZone,
      },
      company: { name: companies.name, logoUrl: companies.logoUrl, workingDays: companies.workingDays },
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt), eq(users.isActive, true)))
    .prepare('me_session_user');
  return async (ctx, userId) => {
    const [row] = await statement.execute({ id: userId });
    return row ? sessionUserOf(ctx, row.user, row.company) : undefined;
  };
}

/**
 * Stores a user's new password hash. `acceptInvitation`: the password was chosen through a link (an
 * invitation's or a reset's), which accepts any pending invitation.
 */
export async function storePasswordHash(
  ctx: PublicContext,
  userId: string,
  passwordHash: string,
  options: { acceptInvitation?: boolean } = {},
): Promise<void> {
  await ctx.orm
    .update(users)
    .set({ passwordHash, ...(options.acceptInvitation ? { invitation: null } : {}), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
