import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../contract/index.js';
import type { Orm } from '../db/client.js';
import { companies, users } from '../db/schema/core.js';
import { absoluteUrl } from '../http/public-url.js';

export type UserRow = typeof users.$inferSelect;

/** An active (not deleted) user by email, with the password hash, for sign-in. */
export async function findActiveUserByEmail(orm: Orm, email: string): Promise<UserRow | undefined> {
  const [row] = await orm.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt), eq(users.isActive, true)));
  return row;
}

export async function findActiveUserById(orm: Orm, id: string): Promise<UserRow | undefined> {
  const [row] = await orm.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt), eq(users.isActive, true)));
  return row;
}

/** What the client keeps about the signed-in user (picture links made absolute for the caller). */
export async function toSessionUser(orm: Orm, user: UserRow, request: FastifyRequest): Promise<SessionUser> {
  const [company] = await orm.select({ name: companies.name }).from(companies).where(eq(companies.id, user.companyId));
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    level: user.level,
    company: user.companyId,
    companyName: company?.name ?? '',
    profilePic: absoluteUrl(request, user.avatarUrl),
    timeZone: user.timeZone,
  };
}
