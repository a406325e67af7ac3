import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  RELATION_INVERSE,
  type createTaskRelationBodySchema,
  type ProjectTaskSearch,
  type TaskRelationKind,
  type TaskStructure,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { users } from '../../db/schema/core.js';
import { tasks } from '../../db/schema/sprints.js';
import { taskRelations } from '../../db/schema/task-activity.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, conflict, fieldError, forbidden, notFound } from '../../http/errors.js';
import { containsPattern } from '../../db/like-pattern.js';
import { isUniqueViolation } from '../db-errors.js';
import { canManageProject, loadProject } from '../projects/project-rights.js';
import { recordTaskEvents } from './task-history.js';
import { canWorkOnTask, loadTask, type LoadedTask } from './task-view.js';
import type { ServiceContext } from '../service-context.js';

type RelationBody = z.output<typeof createTaskRelationBodySchema>;

/**
 * Issue #49: a task's parent, subtasks and links. A link is stored once (from → to, `blocks`, `relates` or
 * `duplicates`) and read from either end (`blocked_by` and `duplicated_by` from the other one).
 */

const other = alias(tasks, 'other');

/** GET /v2/tasks/:id/structure: everyone on the project. */
export async function taskStructure(ctx: ServiceContext, taskId: string): Promise<TaskStructure> {
  const { orm, caller: auth } = ctx;
  const loaded = await loadTask(orm, auth, taskId);
  const { task, project, sprint } = loaded;
  const [parent] = task.parentId
    ? await orm
        .select({ _id: tasks.id, title: tasks.title, status: tasks.status })
        .from(tasks)
        .where(and(eq(tasks.id, task.parentId), isNull(tasks.deletedAt)))
    : [];
  const children = await orm
    .select({
      _id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      estimateHours: tasks.estimateHours,
      assignee: { _id: users.id, name: users.name, avatarUrl: users.avatarUrl },
    })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .where(and(eq(tasks.parentId, taskId), isNull(tasks.deletedAt)))
    .orderBy(asc(tasks.rank), asc(tasks.createdAt), asc(tasks.id));
  const open = !sprint?.closedAt;
  return {
    parent: parent ?? null,
    subtasks: children.map((child) => ({
      _id: child._id,
      title: child.title,
      status: child.status,
      estimateHours: Number(child.estimateHours),
      assignee: child.assignee?._id
        ? {
            _id: child.assignee._id,
            name: child.assignee.name,
            profilePic: ctx.pictureUrl(child.assignee.avatarUrl),
          }
        : null,
    })),
    relations: await relationsOf(orm, taskId),
    canAddSubtasks: open && canManageProject(auth, project.managerIds) && !task.parentId && task.status !== 'completed',
    canLink: canWorkOnTask(auth, project, task),
  };
}

/** The links of a task as it reads them, blockers first, then by the other task's title. */
async function relationsOf(orm: Orm, taskId: string): Promise<TaskStructure['relations']> {
  const rows = await orm
    .select({
      _id: taskRelations.id,
      kind: taskRelations.kind,
      fromTaskId: taskRelations.fromTaskId,
      task: { _id: other.id, title: other.title, status: other.status },
    })
    .from(taskRelations)
    .innerJoin(
      other,
      or(
        and(eq(taskRelations.fromTaskId, taskId), eq(other.id, taskRelations.toTaskId)),
        and(eq(taskRelations.toTaskId, taskId), eq(other.id, taskRelations.fromTaskId)),
      ),
    )
    .where(and(or(eq(taskRelations.fromTaskId, taskId), eq(taskRelations.toTaskId, taskId)), isNull(other.deletedAt)));
  const ORDER: TaskRelationKind[] = ['blocked_by', 'blocks', 'duplicates', 'duplicated_by', 'relates'];
  return rows
    .map((row) => ({
      _id: row._id,
      kind: row.fromTaskId === taskId ? (row.kind as TaskRelationKind) : RELATION_INVERSE[row.kind as TaskRelationKind],
      task: row.task,
    }))
    .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || a.task.title.localeCompare(b.task.title));
}

/** Who may change a task's links: its project's managers (level3 any) and its assignee. */
function assertCanLink(auth: AuthContext, loaded: LoadedTask): void {
  if (!canWorkOnTask(auth, loaded.project, loaded.task)) throw forbidden(apiError('task.linkManagersOnly'));
}

/**
 * POST /v2/tasks/:id/relations: this task `kind` another task of the same project (another company's is a
 * 404 as everywhere; another project's a 400 on `taskId`). `blocked_by` and `duplicated_by` are stored the
 * other way round, so each pair of tasks has one link whichever end made it (409 for a second one).
 */
export async function addRelation(ctx: ServiceContext, taskId: string, body: RelationBody): Promise<TaskStructure> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const loaded = await loadTask(orm, auth, taskId);
  assertCanLink(auth, loaded);
  if (body.taskId === taskId) throw fieldError('taskId', apiError('field.linkSelf'));
  const [target] = await orm
    .select({ id: tasks.id, projectId: tasks.projectId })
    .from(tasks)
    .where(and(eq(tasks.id, body.taskId), eq(tasks.companyId, auth.companyId), isNull(tasks.deletedAt)));
  if (!target) throw notFound('notFound.task');
  if (target.projectId !== loaded.task.projectId) throw fieldError('taskId', apiError('field.notProjectTask'));
  const reversed = body.kind === 'blocked_by' || body.kind === 'duplicated_by';
  const stored = {
    fromTaskId: reversed ? body.taskId : taskId,
    toTaskId: reversed ? taskId : body.taskId,
    kind: (reversed ? RELATION_INVERSE[body.kind] : body.kind) as 'blocks' | 'relates' | 'duplicates',
  };
  const now = ctx.now();
  try {
    await orm.transaction(async (tx) => {
      await tx
        .insert(taskRelations)
        .values({ companyId: auth.companyId, ...stored, createdBy: auth.userId, createdAt: now });
      await recordTaskEvents(tx, [
        relationEvent(auth, taskId, now, null, `${body.kind}:${body.taskId}`),
        relationEvent(auth, body.taskId, now, null, `${RELATION_INVERSE[body.kind]}:${taskId}`),
      ]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(apiError('task.alreadyLinked'));
    throw error;
  }
  return taskStructure(ctx, taskId);
}

/** DELETE /v2/tasks/:id/relations/:relationId: the link goes from both tasks; the history of both says so. */
export async function removeRelation(ctx: ServiceContext, taskId: string, relationId: string): Promise<TaskStructure> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const loaded = await loadTask(orm, auth, taskId);
  assertCanLink(auth, loaded);
  const [relation] = await orm
    .select()
    .from(taskRelations)
    .where(
      and(
        eq(taskRelations.id, relationId),
        eq(taskRelations.companyId, auth.companyId),
        or(eq(taskRelations.fromTaskId, taskId), eq(taskRelations.toTaskId, taskId)),
      ),
    );
  if (!relation) throw notFound('notFound.taskRelation');
  const mine = relation.fromTaskId === taskId;
  const otherId = mine ? relation.toTaskId : relation.fromTaskId;
  const kind = relation.kind as TaskRelationKind;
  const seen = mine ? kind : RELATION_INVERSE[kind];
  const now = ctx.now();
  await orm.transaction(async (tx) => {
    await tx.delete(taskRelations).where(eq(taskRelations.id, relationId));
    await recordTaskEvents(tx, [
      relationEvent(auth, taskId, now, `${seen}:${otherId}`, null),
      relationEvent(auth, otherId, now, `${RELATION_INVERSE[seen]}:${taskId}`, null),
    ]);
  });
  return taskStructure(ctx, taskId);
}

function relationEvent(auth: AuthContext, taskId: string, at: Date, from: string | null, to: string | null) {
  return {
    companyId: auth.companyId,
    taskId,
    actorId: auth.userId,
    at,
    changes: [{ field: 'relation' as const, from, to }],
  };
}

/** GET /v2/projects/:id/tasks/search: up to 20 tasks of the project whose title holds the text, by title. */
export async function searchProjectTasks(
  ctx: ServiceContext,
  projectId: string,
  search: string,
): Promise<ProjectTaskSearch> {
  const { orm, caller: auth } = ctx;
  await loadProject(orm, auth, projectId, 'view');
  const items = await orm
    .select({ _id: tasks.id, title: tasks.title, status: tasks.status })
    .from(tasks)
    .where(
      and(
        eq(tasks.projectId, projectId),
        eq(tasks.companyId, auth.companyId),
        isNull(tasks.deletedAt),
        search ? ilike(tasks.title, containsPattern(search)) : undefined,
      ),
    )
    .orderBy(asc(tasks.title), asc(tasks.id))
    .limit(20);
  return { items };
}
