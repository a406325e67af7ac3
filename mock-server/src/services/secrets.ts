import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appSecrets } from '../db/schema/core.js';

/**
 * A server secret by name: from the environment when given, else created once and kept in the database,
 * so that tokens signed before a restart still verify after it. Never sent to a client.
 */
export async function loadOrCreateSecret(db: Database, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const [existing] = await db.orm.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing) return existing.value;
  const value = randomBytes(48).toString('base64url');
  await db.orm.insert(appSecrets).values({ name, value }).onConflictDoNothing();
  const [stored] = await db.orm.select().from(appSecrets).where(eq(appSecrets.name, name));
  return stored!.value;
}
