import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createEpicBodySchema, Epic, EpicList, updateEpicBodySchema } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { epics } from '../../db/schema/epics.js';
import { tasks } from '../../db/schema/sprints.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, fieldError, notFound } from '../../http/errors.js';
import { dayIn } from '../peer-feedback/feedback-math.js';
import { timeZoneOf } from '../peer-feedback/feedback.js';
import { canManageProject, loadProject, type LoadedProject } from '../projects/project-rights.js';
import { recordTaskEvents } from './task-history.js';
import type { ServiceContext } from '../service-context.js';

type CreateBody = z.output<typeof createEpicBodySchema>;
type UpdateBody = z.output<typeof updateEpicBodySchema>;
type EpicRow = typeof epics.$inferSelect;

/**
 * Issue #49: a project's epics. Everyone on the project reads them; its managers (level3 any) create,
 * change and delete them. Progress counts every task of the epic, subtasks included, each once with its
 * own estimate: items completed of all, and the completed items' hours of all hours.
 */

/** The epic a request names, with its project checked for the caller (another company's: 404). */
export async function loadEpic(
  orm: Orm,
  auth: AuthContext,
  epicId: string,
  mode: 'view' | 'manage',
): Promise<{ epic: EpicRow; project: LoadedProject }> {
  const [epic] = await orm
    .select()
    .from(epics)
    .where(and(eq(epics.id, epicId), eq(epics.companyId, auth.companyId), isNull(epics.deletedAt)));
  if (!epic) throw notFound('notFound.epic');
  return { epic, project: await loadProject(orm, auth, epic.projectId, mode) };
}

/** A task's `epicId`: an epic of the task's project, not deleted (else a 400 on `field`). */
export async function checkEpicRef(
  orm: Orm,
  companyId: string,
  projectId: string,
  epicId: string,
  field = 'epicId',
): Promise<void> {
  const [epic] = await orm
    .select({ projectId: epics.projectId })
    .from(epics)
    .where(and(eq(epics.id, epicId), eq(epics.companyId, companyId), isNull(epics.deletedAt)));
  if (!epic || epic.projectId !== projectId) throw fieldError(field, apiError('field.notProjectEpic'));
}

// the statement reads one table: a bare column would bind to the subquery's tasks, so it is named in full
const epicIdColumn = sql`${sql.identifier('epics')}.id`;

async function epicsAsApi(orm: Orm, auth: AuthContext, where: ReturnType<typeof and>, now: Date): Promise<Epic[]> {
  const rows = await orm
    .select({
      epic: epics,
      items: sql<number>`(select count(*) from ${tasks} t where t.epic_id = ${epicIdColumn} and t.deleted_at is null)::int`,
      itemsDone: sql<number>`(select count(*) from ${tasks} t where t.epic_id = ${epicIdColumn} and t.deleted_at is null and t.status = 'completed')::int`,
      hours: sql<string>`(select coalesce(sum(t.estimate_hours), 0) from ${tasks} t where t.epic_id = ${epicIdColumn} and t.deleted_at is null)::text`,
      hoursDone: sql<string>`(select coalesce(sum(t.estimate_hours), 0) from ${tasks} t where t.epic_id = ${epicIdColumn} and t.deleted_at is null and t.status = 'completed')::text`,
    })
    .from(epics)
    .where(where)
    .orderBy(asc(epics.rank), asc(epics.createdAt), asc(epics.id));
  const today = rows.length ? dayIn(now, await timeZoneOf(orm, auth.userId)) : '';
  return rows.map(({ epic, ...progress }) => ({
    _id: epic.id,
    projectId: epic.projectId,
    name: epic.name,
    description: epic.description,
    colour: epic.colour,
    targetDate: epic.targetDate,
    status: epic.status,
    rank: epic.rank,
    progress: {
      items: progress.items,
      itemsDone: progress.itemsDone,
      hours: Number(progress.hours),
      hoursDone: Number(progress.hoursDone),
    },
    overdue: epic.status === 'open' && epic.targetDate !== null && epic.targetDate < today,
    createdAt: epic.createdAt.toISOString(),
  }));
}

/** GET /v2/projects/:id/epics: by rank. */
export async function listEpics(ctx: ServiceContext, projectId: string): Promise<EpicList> {
  const { caller: auth } = ctx;
  const project = await loadProject(ctx.orm, auth, projectId, 'view');
  const items = await epicsAsApi(
    ctx.orm,
    auth,
    and(eq(epics.projectId, projectId), eq(epics.companyId, auth.companyId), isNull(epics.deletedAt)),
    ctx.now(),
  );
  return { items, total: items.length, canManage: canManageProject(auth, project.managerIds) };
}

/** One epic as the API answers it. */
export async function oneEpic(ctx: ServiceContext, epicId: string): Promise<Epic> {
  const { caller: auth } = ctx;
  await loadEpic(ctx.orm, auth, epicId, 'view');
  const [epic] = await epicsAsApi(ctx.orm, auth, eq(epics.id, epicId), ctx.now());
  return epic!;
}

/** POST /v2/projects/:id/epics: managers of the project; last unless a rank is given. */
export async function createEpic(ctx: ServiceContext, projectId: string, body: CreateBody): Promise<string> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  await loadProject(orm, auth, projectId, 'manage');
  const [last] = await orm
    .select({ top: max(epics.rank) })
    .from(epics)
    .where(and(eq(epics.projectId, projectId), isNull(epics.deletedAt)));
  const now = ctx.now();
  const [row] = await orm
    .insert(epics)
    .values({
      companyId: auth.companyId,
      projectId,
      name: body.name,
      description: body.description ?? '',
      ...(body.colour ? { colour: body.colour } : {}),
      targetDate: body.targetDate ?? null,
      status: body.status ?? 'open',
      rank: body.rank ?? (last?.top ?? 0) + 1,
      createdBy: auth.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: epics.id });
  return row!.id;
}

/** PATCH /v2/epics/:id: managers of its project. */
export async function updateEpic(ctx: ServiceContext, epicId: string, body: UpdateBody): Promise<void> {
  const { caller: auth } = ctx;
  await loadEpic(ctx.orm, auth, epicId, 'manage');
  await ctx.orm
    .update(epics)
    .set({ ...body, updatedAt: ctx.now() })
    .where(eq(epics.id, epicId));
}

/** DELETE /v2/epics/:id: soft; its tasks lose the epic (their history says so). */
export async function deleteEpic(ctx: ServiceContext, epicId: string): Promise<void> {
  const { caller: auth } = ctx;
  const { epic } = await loadEpic(ctx.orm, auth, epicId, 'manage');
  const now = ctx.now();
  await ctx.orm.transaction(async (tx) => {
    const cleared = await tx
      .update(tasks)
      .set({ epicId: null, updatedAt: now })
      .where(and(eq(tasks.epicId, epicId), isNull(tasks.deletedAt)))
      .returning({ id: tasks.id });
    await recordTaskEvents(
      tx,
      cleared.map((task) => ({
        companyId: auth.companyId,
        taskId: task.id,
        actorId: auth.userId,
        at: now,
        changes: [{ field: 'epic' as const, from: epic.id, to: null }],
      })),
    );
    await tx.update(epics).set({ deletedAt: now, updatedAt: now }).where(eq(epics.id, epicId));
  });
}
