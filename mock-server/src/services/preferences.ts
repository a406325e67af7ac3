import { eq } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, preferencesSchema, type Preferences } from '@timely/contract';
import type { Orm } from '../db/client.js';
import { userPreferences } from '../db/schema/shell.js';

/** The user's saved choices over the defaults; an option saved by an older version that no longer fits falls back. */
export async function readPreferences(orm: Orm, userId: string): Promise<Preferences> {
  const [row] = await orm.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  if (!row) return DEFAULT_PREFERENCES;
  const merged = preferencesSchema.safeParse({ ...DEFAULT_PREFERENCES, ...pickKnown(row.preferences) });
  return merged.success ? merged.data : DEFAULT_PREFERENCES;
}

export async function savePreferences(orm: Orm, userId: string, preferences: Preferences): Promise<Preferences> {
  await orm
    .insert(userPreferences)
    .values({ userId, preferences })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { preferences, updatedAt: new Date() } });
  return preferences;
}

function pickKnown(stored: Record<string, unknown>): Partial<Preferences> {
  const known = Object.keys(DEFAULT_PREFERENCES);
  return Object.fromEntries(Object.entries(stored).filter(([key]) => known.includes(key))) as Partial<Preferences>;
}
