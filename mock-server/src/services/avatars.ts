import { createHash } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import type { AvatarType } from '../contract/index.js';
import { avatars } from '../db/schema/avatars.js';
import { users } from '../db/schema/core.js';
import { apiPaths } from '../contract/index.js';

const EXTENSIONS: Record<AvatarType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Stores a picture (once per content) and returns its content-hashed path, e.g. /v2/avatars/3f…9a.png. */
export async function storeAvatar(orm: Orm, image: { bytes: Buffer; contentType: AvatarType }): Promise<string> {
  const hash = createHash('sha256').update(image.bytes).digest('hex');
  await orm.insert(avatars).values({ hash, contentType: image.contentType, byteSize: image.bytes.length, data: image.bytes }).onConflictDoNothing();
  return apiPaths.avatar(`${hash}.${EXTENSIONS[image.contentType]}`);
}

/** Points a user's picture at `path` (or removes it) and drops the old picture when nobody uses it any more. */
export async function setUserAvatar(orm: Orm, userId: string, path: string | null): Promise<void> {
  await orm.transaction(async (tx) => {
    const [before] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
    await tx.update(users).set({ avatarUrl: path, updatedAt: sql`now()` }).where(eq(users.id, userId));
    const oldHash = hashOf(before?.avatarUrl ?? null);
    if (!oldHash || before?.avatarUrl === path) return;
    const [stillUsed] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.avatarUrl, before!.avatarUrl!), ne(users.id, userId)))
      .limit(1);
    if (!stillUsed) await tx.delete(avatars).where(eq(avatars.hash, oldHash));
  });
}

/** A stored picture by its file name (hash plus extension), or null. */
export async function findAvatar(orm: Orm, file: string) {
  const hash = hashOf(apiPaths.avatar(file));
  if (!hash) return null;
  const [row] = await orm.select().from(avatars).where(eq(avatars.hash, hash));
  if (!row || `${hash}.${EXTENSIONS[row.contentType]}` !== file) return null;
  return row;
}

function hashOf(path: string | null): string | null {
  const match = path?.match(/\/v2\/avatars\/([0-9a-f]{64})\.(png|jpg|webp)$/);
  return match?.[1] ?? null;
}
