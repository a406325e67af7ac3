import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CreateTvLinkResponse, TvLink } from '@timely/contract';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/core.js';
import { kpiTvLinks } from '../../db/schema/kpi.js';
import { apiError, notFound, unauthorized } from '../../http/errors.js';
import { hashToken, randomToken } from '../tokens.js';
import { recordAudit } from '../audit/audit-log.js';
import type { PublicContext, ServiceContext } from '../service-context.js';

type LinkRow = { link: typeof kpiTvLinks.$inferSelect; creatorName: string };

function toTvLink({ link, creatorName }: LinkRow): TvLink {
  return {
    _id: link.id,
    label: link.label,
    createdAt: link.createdAt.toISOString(),
    createdBy: { _id: link.createdBy, name: creatorName },
    lastUsedAt: link.lastUsedAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    expiresAt: link.expiresAt.toISOString(),
    showRevenue: link.showRevenue,
  };
}

function selectLinks(db: Database) {
  return db.orm
    .select({ link: kpiTvLinks, creatorName: users.name })
    .from(kpiTvLinks)
    .innerJoin(users, eq(users.id, kpiTvLinks.createdBy));
}

/** The company's links, newest first, revoked ones included (they say when they stopped). */
export async function listTvLinks(ctx: ServiceContext): Promise<{ items: TvLink[] }> {
  const rows = await selectLinks(ctx.db)
    .where(eq(kpiTvLinks.companyId, ctx.caller.companyId))
    .orderBy(desc(kpiTvLinks.createdAt));
  return { items: rows.map(toTvLink) };
}

/** A new link: a random 256-bit key, returned once; only its SHA-256 is stored. It works for `expiresInDays`. */
export async function createTvLink(
  ctx: ServiceContext,
  body: { label: string; showRevenue: boolean; expiresInDays: number },
): Promise<CreateTvLinkResponse> {
  const { db, caller: auth } = ctx;
  const now = ctx.now();
  const { label, showRevenue } = body;
  const key = randomToken();
  const expiresAt = new Date(now.getTime() + body.expiresInDays * 86_400_000);
  const row = await db.orm.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(kpiTvLinks)
      .values({
        companyId: auth.companyId,
        label,
        keyHash: hashToken(key),
        createdBy: auth.userId,
        showRevenue,
        expiresAt,
      })
      .returning({ id: kpiTvLinks.id });
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'tv_link.created',
      target: { type: 'tv_link', id: inserted!.id, label },
      after: { label, showRevenue, expiresAt: expiresAt.toISOString() },
    });
    return inserted;
  });
  const [created] = await selectLinks(db).where(eq(kpiTvLinks.id, row!.id));
  return { link: toTvLink(created!), key };
}

/** Revokes a link of the caller's company; the next request with its key is refused. Revoking twice is harmless. */
export async function revokeTvLink(ctx: ServiceContext, id: string): Promise<TvLink> {
  const { db, caller: auth } = ctx;
  const [existing] = await db.orm
    .select({ id: kpiTvLinks.id, label: kpiTvLinks.label, revokedAt: kpiTvLinks.revokedAt })
    .from(kpiTvLinks)
    .where(and(eq(kpiTvLinks.id, id), eq(kpiTvLinks.companyId, auth.companyId)));
  if (!existing) throw notFound('notFound.tvLink');
  if (!existing.revokedAt) {
    await db.orm.transaction(async (tx) => {
      await tx.update(kpiTvLinks).set({ revokedAt: ctx.now(), revokedBy: auth.userId }).where(eq(kpiTvLinks.id, id));
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorId: auth.userId,
        kind: 'tv_link.revoked',
        target: { type: 'tv_link', id, label: existing.label },
        before: { label: existing.label, revoked: false },
        after: { revoked: true },
      });
    });
  }
  const [row] = await selectLinks(db).where(eq(kpiTvLinks.id, id));
  return toTvLink(row!);
}

// a wall screen polls every minute: its last use is written at most this often, since every write to the
// table moves the company's data version on and empties the answers cached for the company
const LAST_USE_STEP_MS = 3_600_000;

/**
 * The live link a key opens: 401 `kpi.tvLinkInvalid` for an unknown or revoked key, 401 `kpi.tvLinkExpired`
 * past its term or once its creator is no longer an active level3 of its company (the rights the link was
 * made with are gone). `last_used_at` tells admins which screens are still on, to the hour.
 */
export async function resolveTvKey(
  ctx: PublicContext,
  key: string | undefined,
): Promise<{ id: string; companyId: string; label: string; showRevenue: boolean }> {
  const { db } = ctx;
  const now = ctx.now();
  const message = apiError('kpi.tvLinkInvalid');
  if (!key || key.length > 200) throw unauthorized(message);
  const [found] = await db.orm
    .select({
      link: {
        id: kpiTvLinks.id,
        companyId: kpiTvLinks.companyId,
        label: kpiTvLinks.label,
        showRevenue: kpiTvLinks.showRevenue,
      },
      expiresAt: kpiTvLinks.expiresAt,
      lastUsedAt: kpiTvLinks.lastUsedAt,
      creator: { companyId: users.companyId, level: users.level, isActive: users.isActive, deletedAt: users.deletedAt },
    })
    .from(kpiTvLinks)
    .innerJoin(users, eq(users.id, kpiTvLinks.createdBy))
    .where(and(eq(kpiTvLinks.keyHash, hashToken(key)), isNull(kpiTvLinks.revokedAt)));
  if (!found) throw unauthorized(message);
  const { link, creator } = found;
  const creatorHolds =
    creator.companyId === link.companyId && creator.level === 'level3' && creator.isActive && !creator.deletedAt;
  if (found.expiresAt <= now || !creatorHolds) throw unauthorized(apiError('kpi.tvLinkExpired'));
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USE_STEP_MS)
    await db.orm.update(kpiTvLinks).set({ lastUsedAt: now }).where(eq(kpiTvLinks.id, link.id));
  return link;
}
