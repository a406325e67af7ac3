import { createHash } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import type { AvatarType } from '@timely/contract';
import { avatars } from '../db/schema/avatars.js';
import { companies, users } from '../db/schema/core.js';
import { apiPaths } from '@timely/contract';
import type { AuthContext } from '../http/app-types.js';
import { recordAudit } from './audit/audit-log.js';
import type { PublicContext, ServiceContext } from './service-context.js';

const EXTENSIONS: Record<AvatarType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Stores a picture (once per content) and returns its content-hashed path, e.g. /v2/avatars/3f…9a.png. */
export async function storeAvatar(
  ctx: Pick<ServiceContext, 'orm'>,
  image: { bytes: Buffer; contentType: AvatarType },
): Promise<string> {
  const hash = createHash('sha256').update(image.bytes).digest('hex');
  await ctx.orm
    .insert(avatars)
    .values({ hash, contentType: image.contentType, byteSize: image.bytes.length, data: image.bytes })
    .onConflictDoNothing();
  return apiPaths.avatar(`${hash}.${EXTENSIONS[image.contentType]}`);
}

/**
 * Points a user's picture at `path` (or removes it) and drops the old picture when nobody uses it any more.
 * `admin` is the level3 caller changing someone's picture: that change is recorded as `peer.updated`.
 */
export async function setUserAvatar(
  ctx: Pick<ServiceContext, 'orm'>,
  userId: string,
  path: string | null,
  admin?: AuthContext,
): Promise<void> {
  await ctx.orm.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatarUrl: users.avatarUrl, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    await tx
      .update(users)
      .set({ avatarUrl: path, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    if (before?.avatarUrl === path) return;
    await dropUnusedPicture(tx, before?.avatarUrl ?? null, { userId });
    if (admin)
      await recordAudit(tx, {
        companyId: admin.companyId,
        actorId: admin.userId,
        kind: 'peer.updated',
        target: { type: 'peer', id: userId, label: before?.name ?? '' },
        before: { avatarUrl: before?.avatarUrl ?? null },
        after: { avatarUrl: path },
      });
  });
}

/** Points a company's logo at `path` (or removes it), dropping the old picture when nothing uses it; answers the old path. */
export async function setCompanyLogo(orm: Orm, companyId: string, path: string | null): Promise<string | null> {
  const [before] = await orm.select({ logoUrl: companies.logoUrl }).from(companies).where(eq(companies.id, companyId));
  await orm.update(companies).set({ logoUrl: path }).where(eq(companies.id, companyId));
  if (before?.logoUrl !== path) await dropUnusedPicture(orm, before?.logoUrl ?? null, { companyId });
  return before?.logoUrl ?? null;
}

/** Deletes a stored picture once no user's avatar and no company's logo points at it (the one changing left out). */
async function dropUnusedPicture(
  orm: Orm,
  oldPath: string | null,
  changing: { userId?: string; companyId?: string },
): Promise<void> {
  const oldHash = hashOf(oldPath);
  if (!oldHash || !oldPath) return;
  const [userUses] = await orm
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.avatarUrl, oldPath), changing.userId ? ne(users.id, changing.userId) : undefined))
    .limit(1);
  const [companyUses] = await orm
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.logoUrl, oldPath), changing.companyId ? ne(companies.id, changing.companyId) : undefined))
    .limit(1);
  if (!userUses && !companyUses) await orm.delete(avatars).where(eq(avatars.hash, oldHash));
}

/** A stored picture by its file name (hash plus extension), or null. */
export async function findAvatar(ctx: PublicContext, file: string) {
  const hash = hashOf(apiPaths.avatar(file));
  if (!hash) return null;
  const [row] = await ctx.orm.select().from(avatars).where(eq(avatars.hash, hash));
  if (!row || `${hash}.${EXTENSIONS[row.contentType]}` !== file) return null;
  return row;
}

function hashOf(path: string | null): string | null {
  const match = path?.match(/\/v2\/avatars\/([0-9a-f]{64})\.(png|jpg|webp)$/);
  return match?.[1] ?? null;
}
