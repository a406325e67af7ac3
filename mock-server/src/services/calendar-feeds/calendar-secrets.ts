import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CalendarFeedsStatus } from '@timely/contract';
import { calendarFeeds } from '../../db/schema/calendar-feeds.js';
import type { PublicContext, ServiceContext } from '../service-context.js';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether the caller has feed addresses, since when and when a calendar last read one. */
export async function calendarFeedsStatus(ctx: ServiceContext): Promise<CalendarFeedsStatus> {
  const [row] = await ctx.orm.select().from(calendarFeeds).where(eq(calendarFeeds.userId, ctx.caller.userId));
  return {
    active: Boolean(row),
    createdAt: row?.createdAt.toISOString() ?? null,
    lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new secret for the caller (the old one, if any, stops working at once); answered this once. */
export async function newCalendarSecret(ctx: ServiceContext): Promise<{ secret: string; createdAt: Date }> {
  const { userId, companyId } = ctx.caller;
  const now = ctx.now();
  const secret = randomBytes(32).toString('base64url');
  const values = {
    userId,
    companyId,
    secretHash: hashOf(secret),
    createdAt: now,
    lastUsedAt: null,
  };
  await ctx.orm
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { secretHash: values.secretHash, createdAt: now, lastUsedAt: null },
    });
  return { secret, createdAt: now };
}

/** Stops the caller's feed addresses. */
export async function removeCalendarSecret(ctx: ServiceContext): Promise<void> {
  await ctx.orm.delete(calendarFeeds).where(eq(calendarFeeds.userId, ctx.caller.userId));
}

/** The person a secret opens the feeds of (noting the read), or undefined for an unknown or reset secret. */
export async function ownerOfCalendarSecret(ctx: PublicContext, secret: string): Promise<string | undefined> {
  const [row] = await ctx.orm
    .update(calendarFeeds)
    .set({ lastUsedAt: ctx.now() })
    .where(eq(calendarFeeds.secretHash, hashOf(secret)))
    .returning({ userId: calendarFeeds.userId });
  return row?.userId;
}
