import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CalendarFeedsStatus } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { calendarFeeds } from '../../db/schema/calendar-feeds.js';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether the person has feed addresses, since when and when a calendar last read one. */
export async function calendarFeedsStatus(orm: Orm, userId: string): Promise<CalendarFeedsStatus> {
  const [row] = await orm.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return {
    active: Boolean(row),
    createdAt: row?.createdAt.toISOString() ?? null,
    lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new secret for the person (the old one, if any, stops working at once); answered this once. */
export async function newCalendarSecret(
  orm: Orm,
  user: { id: string; companyId: string },
  now: Date,
): Promise<{ secret: string; createdAt: Date }> {
  const secret = randomBytes(32).toString('base64url');
  const values = {
    userId: user.id,
    companyId: user.companyId,
    secretHash: hashOf(secret),
    createdAt: now,
    lastUsedAt: null,
  };
  await orm
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { secretHash: values.secretHash, createdAt: now, lastUsedAt: null },
    });
  return { secret, createdAt: now };
}

/** Stops the person's feed addresses. */
export async function removeCalendarSecret(orm: Orm, userId: string): Promise<void> {
  await orm.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The person a secret opens the feeds of (noting the read), or undefined for an unknown or reset secret. */
export async function ownerOfCalendarSecret(orm: Orm, secret: string, now: Date): Promise<string | undefined> {
  const [row] = await orm
    .update(calendarFeeds)
    .set({ lastUsedAt: now })
    .where(eq(calendarFeeds.secretHash, hashOf(secret)))
    .returning({ userId: calendarFeeds.userId });
  return row?.userId;
}
