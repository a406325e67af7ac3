import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  taskPagePath,
  type taskCommentBodySchema,
  type TaskComment,
  type TaskDetail,
  type TaskHistoryEntry,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { users } from '../../db/schema/core.js';
import { taskComments, taskEvents } from '../../db/schema/task-activity.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, fieldError, forbidden, notFound } from '../../http/errors.js';
import { notify } from '../notifications.js';
import { canViewProject, type LoadedProject } from '../projects/project-rights.js';
import { teamsOf } from '../projects/project-view.js';
import { sprintStatusOf } from '../projects/sprint-view.js';
import { loadTask, taskAnswer } from './task-view.js';
import { addWatchers, notifyWatchers } from './task-watchers.js';
import { excerptOf, recordEvent, type CompanyEvent } from '../webhooks/company-events.js';
import type { ServiceContext } from '../service-context.js';

type CommentBody = z.output<typeof taskCommentBodySchema>;
type Person = { _id: string; name: string; avatarUrl: string | null };

const personOf = (ctx: ServiceContext, entry: Person) => ({
  _id: entry._id,
  name: entry.name,
  profilePic: ctx.pictureUrl(entry.avatarUrl),
});

/** GET /v2/tasks/:id: the task, its project and sprint, and the team (who may be assigned or mentioned). */
export async function taskDetail(ctx: ServiceContext, taskId: string): Promise<TaskDetail> {
  const { orm, caller: auth } = ctx;
  const loaded = await loadTask(orm, auth, taskId);
  const { sprint, project } = loaded;
  // the task and the team are independent of each other: asked side by side
  const [task, members] = await Promise.all([taskAnswer(ctx, loaded), teamsOf(orm, [project.row.id])]);
  const team = members.filter((person, index, list) => list.findIndex((other) => other._id === person._id) === index);
  return {
    task,
    project: { _id: project.row.id, name: project.row.name },
    sprint: sprint
      ? {
          _id: sprint.id,
          number: sprint.number,
          name: sprint.name,
          status: sprintStatusOf(sprint),
          startDate: sprint.startDate,
          endDate: sprint.endDate,
        }
      : null,
    team: team.map((person) => personOf(ctx, person)),
    canComment: true,
  };
}

/** GET /v2/tasks/:id/history: newest first, with readable values. */
export async function taskHistory(
  ctx: ServiceContext,
  taskId: string,
): Promise<{ items: TaskHistoryEntry[]; total: number }> {
  const { orm, caller: auth } = ctx;
  await loadTask(orm, auth, taskId);
  const rows = await orm
    .select({ event: taskEvents, actor: { _id: users.id, name: users.name, avatarUrl: users.avatarUrl } })
    .from(taskEvents)
    .leftJoin(users, eq(users.id, taskEvents.actorId))
    .where(eq(taskEvents.taskId, taskId))
    .orderBy(desc(taskEvents.at), asc(taskEvents.field), asc(taskEvents.id));
  const items = rows.map(({ event, actor }) => ({
    _id: event.id,
    at: event.at.toISOString(),
    actor: actor?._id ? personOf(ctx, actor as Person) : null,
    field: event.field,
    from: event.fromLabel,
    to: event.toLabel,
  }));
  return { items, total: items.length };
}

async function peopleOf(orm: Orm, ids: string[]): Promise<Map<string, Person>> {
  if (!ids.length) return new Map();
  const rows = await orm
    .select({ _id: users.id, name: users.name, avatarUrl: users.avatarUrl })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row._id, row]));
}

type CommentRow = typeof taskComments.$inferSelect;

async function toComments(ctx: ServiceContext, rows: CommentRow[]): Promise<TaskComment[]> {
  const { orm, caller: auth } = ctx;
  const people = await peopleOf(orm, [...new Set(rows.flatMap((row) => [row.authorId, ...row.mentionIds]))]);
  return rows.map((row) => ({
    _id: row.id,
    taskId: row.taskId,
    author: personOf(ctx, people.get(row.authorId) ?? { _id: row.authorId, name: 'Someone removed', avatarUrl: null }),
    body: row.body,
    mentions: row.mentionIds.flatMap((id) => (people.has(id) ? [personOf(ctx, people.get(id)!)] : [])),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    canEdit: row.authorId === auth.userId,
  }));
}

/** GET /v2/tasks/:id/comments: oldest first. */
export async function listComments(
  ctx: ServiceContext,
  taskId: string,
): Promise<{ items: TaskComment[]; total: number }> {
  const { orm, caller: auth } = ctx;
  await loadTask(orm, auth, taskId);
  const rows = await orm
    .select()
    .from(taskComments)
    .where(and(eq(taskComments.taskId, taskId), isNull(taskComments.deletedAt)))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
  const items = await toComments(ctx, rows);
  return { items, total: items.length };
}

/** Mentioned peers must be of the company, not deleted, and able to see the project (400 on mentionIds). */
async function checkMentions(orm: Orm, auth: AuthContext, project: LoadedProject, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await orm
    .select({ id: users.id, level: users.level })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.companyId, auth.companyId), isNull(users.deletedAt)));
  for (const id of unique) {
    const person = found.find((row) => row.id === id);
    if (!person) throw fieldError('mentionIds', apiError('field.mentionNotPeer'));
    if (!canViewProject({ ...auth, userId: id, level: person.level }, project.managerIds, project.memberIds))
      throw fieldError('mentionIds', apiError('field.mentionNotOnProject'));
  }
  return unique;
}

async function notifyMentions(
  orm: Orm,
  auth: AuthContext,
  taskId: string,
  taskTitle: string,
  body: string,
  ids: string[],
): Promise<void> {
  const others = ids.filter((id) => id !== auth.userId);
  if (!others.length) return;
  const [author] = await orm.select({ name: users.name }).from(users).where(eq(users.id, auth.userId));
  for (const userId of others) {
    await notify(orm, {
      companyId: auth.companyId,
      userId,
      kind: 'mention',
      title: { code: 'task.mentioned', params: { author: author?.name ?? '', task: taskTitle } },
      body: body.slice(0, 300),
      link: taskPagePath(taskId),
    });
  }
}

/** POST /v2/tasks/:id/comments: anyone who sees the task; each mentioned peer is notified once. */
export async function addComment(ctx: ServiceContext, taskId: string, body: CommentBody): Promise<TaskComment> {
  const { caller: auth } = ctx;
  const { task, project } = await loadTask(ctx.orm, auth, taskId);
  const mentionIds = await checkMentions(ctx.orm, auth, project, body.mentionIds);
  const row = await ctx.orm.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(taskComments)
      .values({
        companyId: auth.companyId,
        taskId,
        authorId: auth.userId,
        body: body.body,
        mentionIds,
        createdAt: ctx.now(),
      })
      .returning();
    await notifyMentions(tx, auth, taskId, task.title, body.body, mentionIds);
    const now = ctx.now();
    await notifyWatchers({ orm: tx, companyId: auth.companyId, actorId: auth.userId, now, skip: mentionIds }, taskId, {
      kind: 'comment',
      body: body.body,
    });
    await recordEvent(tx, {
      companyId: auth.companyId,
      kind: 'task.commented',
      actorId: auth.userId,
      projectId: task.projectId,
      taskId,
      sprintId: task.sprintId,
      at: now,
      payload: {
        task: { id: taskId, title: task.title },
        comment: { id: inserted!.id, excerpt: excerptOf(body.body) },
      },
    });
    await addWatchers(tx, taskId, [auth.userId], 'commenter', now);
    await addWatchers(tx, taskId, mentionIds, 'mentioned', now);
    return inserted!;
  });
  return (await toComments(ctx, [row]))[0]!;
}

async function ownComment(ctx: ServiceContext, commentId: string): Promise<CommentRow> {
  const { caller: auth } = ctx;
  const [row] = await ctx.orm
    .select()
    .from(taskComments)
    .where(
      and(eq(taskComments.id, commentId), eq(taskComments.companyId, auth.companyId), isNull(taskComments.deletedAt)),
    );
  if (!row) throw notFound('notFound.comment');
  // the task must still be one the caller sees (a project they left hides its comments)
  await loadTask(ctx.orm, auth, row.taskId);
  if (row.authorId !== auth.userId) throw forbidden(apiError('task.ownCommentsOnly'));
  return row;
}

/** PATCH /v2/task-comments/:id: the author only; peers newly mentioned are notified. */
export async function editComment(ctx: ServiceContext, commentId: string, body: CommentBody): Promise<TaskComment> {
  const { caller: auth } = ctx;
  const before = await ownComment(ctx, commentId);
  const { task, project } = await loadTask(ctx.orm, auth, before.taskId);
  const mentionIds = await checkMentions(ctx.orm, auth, project, body.mentionIds);
  const row = await ctx.orm.transaction(async (tx) => {
    const [updated] = await tx
      .update(taskComments)
      .set({ body: body.body, mentionIds, editedAt: ctx.now() })
      .where(eq(taskComments.id, commentId))
      .returning();
    await notifyMentions(
      tx,
      auth,
      task.id,
      task.title,
      body.body,
      mentionIds.filter((id) => !before.mentionIds.includes(id)),
    );
    await addWatchers(tx, task.id, mentionIds, 'mentioned', ctx.now());
    await recordEvent(tx, commentEvent('task.comment_edited', auth, task, commentId, ctx.now()));
    return updated!;
  });
  return (await toComments(ctx, [row]))[0]!;
}

/** DELETE /v2/task-comments/:id: the author only (soft). */
export async function deleteComment(ctx: ServiceContext, commentId: string): Promise<void> {
  const { caller: auth } = ctx;
  const comment = await ownComment(ctx, commentId);
  const { task } = await loadTask(ctx.orm, auth, comment.taskId);
  await ctx.orm.transaction(async (tx) => {
    await tx.update(taskComments).set({ deletedAt: ctx.now() }).where(eq(taskComments.id, commentId));
    await recordEvent(tx, commentEvent('task.comment_deleted', auth, task, commentId, ctx.now()));
  });
}

/**
 * A comment edited or deleted, for the live stream only (its kinds are no webhook event): the task's page
 * refreshes its comments for those who see the task. Ids and the task's title, never the comment's text.
 */
function commentEvent(
  kind: 'task.comment_edited' | 'task.comment_deleted',
  auth: AuthContext,
  task: { id: string; title: string; projectId: string; sprintId: string | null },
  commentId: string,
  at: Date,
): CompanyEvent {
  return {
    companyId: auth.companyId,
    kind,
    actorId: auth.userId,
    projectId: task.projectId,
    taskId: task.id,
    sprintId: task.sprintId,
    at,
    payload: { task: { id: task.id, title: task.title }, comment: { id: commentId } },
  };
}
