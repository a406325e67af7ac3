import { and, asc, eq, gt, isNull, max, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createSprintBodySchema,
  startSprintBodySchema,
  UnfinishedDestination,
  updateSprintBodySchema,
} from '@timely/contract';
import { sprintSpanIssue } from '@timely/contract';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared-once.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, conflict, fieldError, notFound } from '../../http/errors.js';
import { postSystemEvent } from '../system-posts.js';
import { checkedProject, loadProject, projectRowColumns, teamJson, type LoadedProject } from './project-rights.js';
import { projects } from '../../db/schema/projects.js';
import { companies } from '../../db/schema/core.js';
import { companyDaysColumns, companyDaysFrom } from '../company/company-days.js';
import type { CompanyDays } from '../calendar-days.js';
import { recordTaskEvents } from '../tasks/task-history.js';
import { snapshotOf, taskCount } from './scores.js';
import { commitmentOf, taskFactsOf, type SprintRow } from './sprint-view.js';
import { recordAudit } from '../audit/audit-log.js';
import { recordEvent } from '../webhooks/company-events.js';
import type { ServiceContext } from '../service-context.js';

type CreateBody = z.output<typeof createSprintBodySchema>;
type UpdateBody = z.output<typeof updateSprintBodySchema>;
type StartBody = NonNullable<z.output<typeof startSprintBodySchema>>;

/** The sprint a request names and its project, checked for the caller like the project itself. */
export async function loadSprint(
  orm: Orm,
  auth: AuthContext,
  sprintId: string,
  mode: 'view' | 'manage',
): Promise<{ sprint: SprintRow; project: LoadedProject }> {
  // the sprint, its project and the project's team in one statement (three round trips before, issue #35),
  // built once and prepared: every sprint and task route asks it
  const statement = preparedOnce(orm, 'load_sprint', (name) => sprintStatement(orm).prepare(name));
  const [found] = await statement.execute({ companyId: auth.companyId, sprintId });
  if (!found) throw notFound('notFound.sprint');
  return { sprint: found.sprint, project: checkedProject(auth, found.project, found.team, mode) };
}

/**
 * `loadSprint` with the company's working week and holidays read in the same statement: a sprint's task
 * page flags each task's ETA against them, and every statement an answer sends costs the API its round trip
 * (docs/performance.md), more than these few rows do.
 */
export async function loadSprintWithDays(
  orm: Orm,
  auth: AuthContext,
  sprintId: string,
): Promise<{ sprint: SprintRow; project: LoadedProject; days: CompanyDays }> {
  const statement = preparedOnce(orm, 'load_sprint_with_days', (name) =>
    sprintStatement(orm, companyDaysColumns()).leftJoin(companies, eq(companies.id, sprints.companyId)).prepare(name),
  );
  const [found] = await statement.execute({ companyId: auth.companyId, sprintId });
  if (!found) throw notFound('notFound.sprint');
  const project = checkedProject(auth, found.project, found.team, 'view');
  return { sprint: found.sprint, project, days: companyDaysFrom(found) };
}

/** The sprint named by the placeholders `sprintId` and `companyId`, with its live project and team, and `extra`. */
function sprintStatement<Extra extends SelectedFields>(orm: Orm, extra: Extra = {} as Extra) {
  const companyId = sql.placeholder('companyId');
  return orm
    .select({ sprint: sprints, project: projectRowColumns, team: teamJson, ...extra })
    .from(sprints)
    .leftJoin(
      projects,
      and(eq(projects.id, sprints.projectId), eq(projects.companyId, companyId), isNull(projects.deletedAt)),
    )
    .where(
      and(eq(sprints.id, sql.placeholder('sprintId')), eq(sprints.companyId, companyId), isNull(sprints.deletedAt)),
    )
    .$dynamic();
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function nextNumber(orm: Orm, projectId: string): Promise<number> {
  const [row] = await orm
    .select({ top: max(sprints.number) })
    .from(sprints)
    .where(and(eq(sprints.projectId, projectId), isNull(sprints.deletedAt)));
  return (row?.top ?? 0) + 1;
}

/** POST /v2/projects/:id/sprints: numbered after the project's last sprint. */
export async function createSprint(ctx: ServiceContext, projectId: string, body: CreateBody): Promise<string> {
  const { caller: auth } = ctx;
  const { row: project } = await loadProject(ctx.orm, auth, projectId, 'manage');
  const number = await nextNumber(ctx.orm, projectId);
  const [row] = await ctx.orm
    .insert(sprints)
    .values({
      companyId: auth.companyId,
      projectId: project.id,
      number,
      name: body.name,
      goal: body.goal ?? '',
      startDate: body.startDate,
      endDate: body.endDate,
      recurringWeeks: body.recurringWeeks ?? null,
      createdBy: auth.userId,
    })
    .returning({ id: sprints.id });
  return row!.id;
}

/** PATCH /v2/sprints/:id: a closed sprint is frozen (409). */
export async function updateSprint(ctx: ServiceContext, sprintId: string, body: UpdateBody): Promise<void> {
  const { caller: auth } = ctx;
  const { sprint } = await loadSprint(ctx.orm, auth, sprintId, 'manage');
  if (sprint.closedAt) throw conflict(apiError('sprint.frozen'));
  const startDate = body.startDate ?? sprint.startDate;
  const endDate = body.endDate ?? sprint.endDate;
  // a stored day from before the product's window skips the cap, never the order
  const span =
    sprintSpanIssue(startDate, endDate) ?? (endDate < startDate ? 'must be on or after the start date' : null);
  if (span) throw fieldError('endDate', span);
  await ctx.orm
    .update(sprints)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.goal !== undefined ? { goal: body.goal } : {}),
      startDate,
      endDate,
      ...(body.recurringWeeks !== undefined ? { recurringWeeks: body.recurringWeeks } : {}),
      updatedAt: ctx.now(),
    })
    .where(eq(sprints.id, sprintId));
}

/** DELETE /v2/sprints/:id: soft, open sprints only (a closed one is part of the project's score history). */
export async function deleteSprint(ctx: ServiceContext, sprintId: string): Promise<void> {
  const { caller: auth } = ctx;
  const { sprint, project } = await loadSprint(ctx.orm, auth, sprintId, 'manage');
  if (sprint.closedAt) throw conflict(apiError('sprint.closedHistory'));
  const now = ctx.now();
  await ctx.orm.transaction(async (tx) => {
    const deleted = await tx
      .update(tasks)
      .set({ deletedAt: now })
      .where(and(eq(tasks.sprintId, sprintId), isNull(tasks.deletedAt)))
      .returning({ id: tasks.id });
    await recordTaskEvents(
      tx,
      deleted.map((task) => ({
        companyId: sprint.companyId,
        taskId: task.id,
        actorId: auth.userId,
        at: now,
        changes: [{ field: 'deleted' as const, from: null, to: null }],
      })),
    );
    await tx.update(sprints).set({ deletedAt: now, updatedAt: now }).where(eq(sprints.id, sprintId));
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'sprint.deleted',
      target: { type: 'sprint', id: sprintId, label: `${sprint.name} (${project.row.name})` },
      before: {
        name: sprint.name,
        project: project.row.name,
        startDate: sprint.startDate,
        endDate: sprint.endDate,
        tasks: deleted.length,
      },
    });
  });
}

/**
 * POST /v2/sprints/:id/start (issue #27): a planned sprint becomes current. The tasks in it now are its
 * commitment: their estimates are stored as the committed hours and each is marked committed to it; tasks
 * that enter later are scope added. Sprints of a project may run side by side (Jira's parallel sprints).
 */
export async function startSprint(ctx: ServiceContext, sprintId: string, body: StartBody): Promise<void> {
  const { caller: auth } = ctx;
  const { sprint } = await loadSprint(ctx.orm, auth, sprintId, 'manage');
  if (sprint.closedAt) throw conflict(apiError('sprint.closedNoRestart'));
  if (sprint.startedAt) throw conflict(apiError('sprint.alreadyStarted'));
  const startDate = body.startDate ?? sprint.startDate;
  const endDate = body.endDate ?? sprint.endDate;
  const span =
    sprintSpanIssue(startDate, endDate) ?? (endDate < startDate ? 'must be on or after the start date' : null);
  if (span) throw fieldError('endDate', span);
  const now = ctx.now();
  await ctx.orm.transaction(async (tx) => {
    const committed = await tx
      .update(tasks)
      .set({ committedSprintId: sprintId })
      .where(and(eq(tasks.sprintId, sprintId), isNull(tasks.deletedAt)))
      .returning({ estimateHours: tasks.estimateHours, storyPoints: tasks.storyPoints });
    const committedHours = committed.reduce((sum, task) => sum + Number(task.estimateHours), 0);
    const committedPoints = committed.reduce((sum, task) => sum + Number(task.storyPoints ?? 0), 0);
    const started = await tx
      .update(sprints)
      .set({
        startedAt: now,
        startedBy: auth.userId,
        startDate,
        endDate,
        committedHours: committedHours.toFixed(2),
        committedPoints: committedPoints.toFixed(2),
        ...(body.goal !== undefined ? { goal: body.goal } : {}),
        updatedAt: now,
      })
      .where(and(eq(sprints.id, sprintId), isNull(sprints.startedAt)))
      .returning({ id: sprints.id });
    if (!started.length) throw conflict(apiError('sprint.alreadyStarted'));
    await recordEvent(tx, {
      companyId: auth.companyId,
      kind: 'sprint.started',
      actorId: auth.userId,
      projectId: sprint.projectId,
      sprintId,
      at: now,
      payload: { sprint: { id: sprintId, name: sprint.name, startDate, endDate } },
    });
  });
}

/** The rank after the last task of a sprint, or of a project's backlog (sprintId null). */
export async function rankAfterLast(orm: Orm, projectId: string, sprintId: string | null): Promise<number> {
  const [row] = await orm
    .select({ top: max(tasks.rank) })
    .from(tasks)
    .where(
      and(
        eq(tasks.projectId, projectId),
        sprintId ? eq(tasks.sprintId, sprintId) : isNull(tasks.sprintId),
        isNull(tasks.deletedAt),
      ),
    );
  return (row?.top ?? 0) + 1;
}

/**
 * POST /v2/sprints/:id/close: a current sprint only (a planned one is a 409: start it or delete it).
 * Freezes the snapshot from the tasks as they are now (actual hours included); a recurring sprint then
 * gets its successor (same length, `recurringWeeks` later) unless a later open sprint exists; the tasks
 * not completed go to the next open sprint (`next`; 400 when there is none) or back to the backlog, after
 * what is already there, each with a history entry.
 */
export async function closeSprint(
  ctx: ServiceContext,
  sprintId: string,
  unfinishedTo: UnfinishedDestination,
): Promise<{ nextSprintId: string | null; movedTasks: number; movedTo: UnfinishedDestination | null }> {
  const { caller: auth } = ctx;
  const { sprint, project } = await loadSprint(ctx.orm, auth, sprintId, 'manage');
  if (sprint.closedAt) throw conflict(apiError('sprint.alreadyClosed'));
  if (!sprint.startedAt) throw conflict(apiError('sprint.closePlanned'));
  const now = ctx.now();
  return ctx.orm.transaction(async (tx) => {
    const facts = (await taskFactsOf(tx, [sprintId])).get(sprintId) ?? [];
    // scored in the project's unit now, and that unit stored with the numbers in both units
    const snapshot = snapshotOf(facts, commitmentOf(sprint), project.row.scoringUnit);
    await freezeClosedSprint(tx, auth, sprint, { facts, snapshot, now });
    const { next, createdId } = await nextOpenSprint(tx, auth, sprint);
    const moved = await moveUnfinishedTasks(tx, auth, sprint, { next, unfinishedTo, now });
    // every close is posted, an empty sprint's too (no score then), and links to the report; the post
    // carries the frozen score as every screen shows it (above 100 when added scope was finished too)
    await postSystemEvent(tx, {
      companyId: sprint.companyId,
      kind: 'sprint_closed',
      projectId: project.row.id,
      sprintId,
      sprintName: sprint.name,
      score: snapshot.score,
      scoringUnit: snapshot.scoringUnit,
      goal: sprint.goal,
    });
    return { nextSprintId: createdId, movedTasks: moved.count, movedTo: moved.movedTo };
  });
}

type TaskFacts = Parameters<typeof snapshotOf>[0];
type Snapshot = ReturnType<typeof snapshotOf>;

/** Stores the close and its frozen numbers on the sprint, and the `sprint.closed` event. */
async function freezeClosedSprint(
  tx: Orm,
  auth: AuthContext,
  sprint: SprintRow,
  { facts, snapshot, now }: { facts: TaskFacts; snapshot: Snapshot; now: Date },
): Promise<void> {
  const sprintId = sprint.id;
  await tx
    .update(sprints)
    .set({
      closedAt: now,
      updatedAt: now,
      committedHours: String(snapshot.committedHours),
      completedHours: String(snapshot.completedHours),
      spillOverHours: String(snapshot.spillOverHours),
      scopeAddedHours: String(snapshot.scopeAddedHours),
      actualHours: String(snapshot.actualHours),
      committedPoints: String(snapshot.committedPoints),
      completedPoints: String(snapshot.completedPoints),
      spillOverPoints: String(snapshot.spillOverPoints),
      scopeAddedPoints: String(snapshot.scopeAddedPoints),
      tasksWithoutPoints: snapshot.tasksWithoutPoints,
      scoringUnit: snapshot.scoringUnit,
      score: snapshot.score === null ? null : snapshot.score.toFixed(2),
      tasksTotal: taskCount(facts),
      tasksCompleted: taskCount(facts.filter((task) => task.status === 'completed')),
    })
    .where(eq(sprints.id, sprintId));
  await recordEvent(tx, {
    companyId: auth.companyId,
    kind: 'sprint.closed',
    actorId: auth.userId,
    projectId: sprint.projectId,
    sprintId,
    at: now,
    payload: {
      sprint: {
        id: sprintId,
        name: sprint.name,
        tasksTotal: taskCount(facts),
        tasksCompleted: taskCount(facts.filter((task) => task.status === 'completed')),
      },
    },
  });
}

/** The next open sprint of the project; a recurring sprint without one gets its successor, `createdId`. */
async function nextOpenSprint(
  tx: Orm,
  auth: AuthContext,
  sprint: SprintRow,
): Promise<{ next: SprintRow | undefined; createdId: string | null }> {
  const laterOpen = () =>
    tx
      .select()
      .from(sprints)
      .where(
        and(
          eq(sprints.projectId, sprint.projectId),
          gt(sprints.number, sprint.number),
          isNull(sprints.closedAt),
          isNull(sprints.deletedAt),
        ),
      )
      .orderBy(asc(sprints.number))
      .limit(1);
  let [next] = await laterOpen();
  let createdId: string | null = null;
  if (!next && sprint.recurringWeeks) {
    const shift = 7 * sprint.recurringWeeks;
    const number = await nextNumber(tx, sprint.projectId);
    [next] = await tx
      .insert(sprints)
      .values({
        companyId: sprint.companyId,
        projectId: sprint.projectId,
        number,
        name: `Sprint ${number}`,
        startDate: addDays(sprint.startDate, shift),
        endDate: addDays(sprint.endDate, shift),
        recurringWeeks: sprint.recurringWeeks,
        createdBy: auth.userId,
      })
      .returning();
    createdId = next!.id;
  }
  return { next, createdId };
}

/** The tasks not completed, moved to the next sprint or the backlog (after what is there), with their history. */
async function moveUnfinishedTasks(
  tx: Orm,
  auth: AuthContext,
  sprint: SprintRow,
  { next, unfinishedTo, now }: { next: SprintRow | undefined; unfinishedTo: UnfinishedDestination; now: Date },
): Promise<{ count: number; movedTo: UnfinishedDestination | null }> {
  const sprintId = sprint.id;
  const unfinished = await tx
    .select({ id: tasks.id, rank: tasks.rank })
    .from(tasks)
    .where(and(eq(tasks.sprintId, sprintId), ne(tasks.status, 'completed'), isNull(tasks.deletedAt)))
    .orderBy(asc(tasks.rank), asc(tasks.id));
  let movedTo: UnfinishedDestination | null = null;
  if (unfinished.length) {
    if (unfinishedTo === 'next' && !next) throw fieldError('unfinishedTo', apiError('field.noNextSprint'));
    const destination = unfinishedTo === 'next' ? next!.id : null;
    const base = await rankAfterLast(tx, sprint.projectId, destination);
    for (const [index, task] of unfinished.entries()) {
      await tx
        .update(tasks)
        .set({ sprintId: destination, carriedFromSprintId: sprintId, rank: base + index, updatedAt: now })
        .where(eq(tasks.id, task.id));
    }
    await recordTaskEvents(
      tx,
      unfinished.map((task) => ({
        companyId: sprint.companyId,
        taskId: task.id,
        actorId: auth.userId,
        at: now,
        changes: [{ field: 'sprint' as const, from: sprintId, to: destination }],
      })),
    );
    movedTo = unfinishedTo;
  }
  return { count: movedTo ? unfinished.length : 0, movedTo };
}
