import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SAVED_VIEWS_MAX,
  type createSavedViewBodySchema,
  type SavedView,
  type SavedViewList,
  type updateSavedViewBodySchema,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { users } from '../../db/schema/core.js';
import { savedViews } from '../../db/schema/saved-views.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, fieldError, forbidden, notFound } from '../../http/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { isUniqueViolation } from '../db-errors.js';
import { canManageProject, loadProject, type LoadedProject } from '../projects/project-rights.js';
import type { ServiceContext } from '../service-context.js';

type CreateBody = z.output<typeof createSavedViewBodySchema>;
type UpdateBody = z.output<typeof updateSavedViewBodySchema>;
type ViewRow = typeof savedViews.$inferSelect;

/**
 * Saved views of a project's task list (docs/projects.md#views). A private view is its owner's alone: to
 * anyone else it does not exist (404). A shared one is read by everyone who sees the project's tasks; its
 * owner changes it, and the project's managers (level3 any) may also rename, unshare or delete it, which the
 * audit log records.
 */

/** GET /v2/projects/:id/views: the caller's own views and the project's shared ones, by name. */
export async function listSavedViews(ctx: ServiceContext, projectId: string): Promise<SavedViewList> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const project = await loadProject(orm, auth, projectId, 'view');
  const rows = await viewRows(
    orm,
    and(
      eq(savedViews.projectId, projectId),
      eq(savedViews.companyId, auth.companyId),
      isNull(savedViews.deletedAt),
      or(eq(savedViews.ownerId, auth.userId), eq(savedViews.shared, true)),
    ),
  );
  return { items: rows.map((row) => toView(auth, project, row)) };
}

/** POST /v2/projects/:id/views: anyone who sees the project's tasks, up to SAVED_VIEWS_MAX of their own. */
export async function createSavedView(ctx: ServiceContext, projectId: string, body: CreateBody): Promise<SavedView> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const project = await loadProject(orm, auth, projectId, 'view');
  const [kept] = await orm
    .select({ total: count() })
    .from(savedViews)
    .where(and(eq(savedViews.projectId, projectId), eq(savedViews.ownerId, auth.userId), isNull(savedViews.deletedAt)));
  if (Number(kept?.total ?? 0) >= SAVED_VIEWS_MAX)
    throw fieldError('name', apiError('field.tooManyViews', { maximum: SAVED_VIEWS_MAX }));
  const now = ctx.now();
  const [row] = await nameTaken(() =>
    orm
      .insert(savedViews)
      .values({
        companyId: auth.companyId,
        projectId,
        ownerId: auth.userId,
        name: body.name,
        shared: body.shared,
        filters: body.filters,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: savedViews.id }),
  );
  return oneView(orm, auth, project, row!.id);
}

/**
 * PATCH /v2/views/:id: its owner changes anything; on a shared view the project's managers (level3 any)
 * may rename it or unshare it, nothing else.
 */
export async function updateSavedView(ctx: ServiceContext, viewId: string, body: UpdateBody): Promise<SavedView> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const { view, project } = await loadView(orm, auth, viewId);
  const mine = view.ownerId === auth.userId;
  if (!mine && (!canManageProject(auth, project.managerIds) || body.filters !== undefined || body.shared === true))
    throw forbidden();
  const change = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.shared !== undefined ? { shared: body.shared } : {}),
    ...(body.filters !== undefined ? { filters: body.filters } : {}),
  };
  await nameTaken(() =>
    orm.transaction(async (tx) => {
      await tx
        .update(savedViews)
        .set({ ...change, updatedAt: ctx.now() })
        .where(eq(savedViews.id, viewId));
      if (!mine)
        await recordAudit(tx, {
          companyId: auth.companyId,
          actorId: auth.userId,
          kind: 'saved_view.updated',
          target: { type: 'saved_view', id: view.id, label: view.name },
          before: Object.fromEntries(Object.keys(change).map((key) => [key, view[key as keyof typeof change]])),
          after: change,
        });
    }),
  );
  return oneView(orm, auth, project, viewId);
}

/** DELETE /v2/views/:id: soft; its owner, or on a shared view the project's managers (level3 any). */
export async function deleteSavedView(ctx: ServiceContext, viewId: string): Promise<void> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const { view, project } = await loadView(orm, auth, viewId);
  const mine = view.ownerId === auth.userId;
  if (!mine && !canManageProject(auth, project.managerIds)) throw forbidden();
  const now = ctx.now();
  await orm.transaction(async (tx) => {
    await tx.update(savedViews).set({ deletedAt: now, updatedAt: now }).where(eq(savedViews.id, viewId));
    if (!mine)
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorId: auth.userId,
        kind: 'saved_view.deleted',
        target: { type: 'saved_view', id: view.id, label: view.name },
        before: { name: view.name, shared: view.shared, ownerId: view.ownerId },
      });
  });
}

/**
 * The view a request names: another company's, a deleted one, or someone else's private view is 404 (as if
 * it did not exist); a shared one of a project the caller no longer sees is the project's 403.
 */
async function loadView(
  orm: Orm,
  auth: AuthContext,
  viewId: string,
): Promise<{ view: ViewRow; project: LoadedProject }> {
  const [view] = await orm
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, viewId), eq(savedViews.companyId, auth.companyId), isNull(savedViews.deletedAt)));
  if (!view || (!view.shared && view.ownerId !== auth.userId)) throw notFound('notFound.resource');
  return { view, project: await loadProject(orm, auth, view.projectId, 'view') };
}

async function oneView(orm: Orm, auth: AuthContext, project: LoadedProject, viewId: string): Promise<SavedView> {
  const [row] = await viewRows(orm, eq(savedViews.id, viewId));
  return toView(auth, project, row!);
}

function viewRows(orm: Orm, where: ReturnType<typeof and>) {
  return orm
    .select({ view: savedViews, ownerName: users.name })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(where)
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.createdAt), asc(savedViews.id));
}

function toView(
  auth: AuthContext,
  project: LoadedProject,
  { view, ownerName }: { view: ViewRow; ownerName: string },
): SavedView {
  const mine = view.ownerId === auth.userId;
  return {
    _id: view.id,
    projectId: view.projectId,
    name: view.name,
    shared: view.shared,
    filters: view.filters,
    owner: { _id: view.ownerId, name: ownerName },
    mine,
    canManage: mine || (view.shared && canManageProject(auth, project.managerIds)),
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  };
}

/** A name the owner already gives another of their views on the project is a 400 on `name`. */
async function nameTaken<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', apiError('field.alreadyExists'));
    throw error;
  }
}
