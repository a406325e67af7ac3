import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ScoringUnit, Sprint, SprintSnapshot, SprintStatus } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { projects } from '../../db/schema/projects.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import { snapshotOf, taskCount, type ScoredTask } from './scores.js';
import type { ServiceContext } from '../service-context.js';

export type SprintRow = typeof sprints.$inferSelect;
type TaskFacts = ScoredTask & { sprintId: string };

/** The calendar day (UTC) of `now`, as YYYY-MM-DD. */
export function isoToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Closed → completed; started by a manager → current; else planned (issue #27: dates alone start nothing). */
export function sprintStatusOf(row: Pick<SprintRow, 'closedAt' | 'startedAt'>): SprintStatus {
  if (row.closedAt) return 'completed';
  return row.startedAt ? 'current' : 'planned';
}

/**
 * The live (not deleted) tasks of these sprints, with what the numbers need: grouped by the database into
 * tasks alike (completed or not, committed or added, with or without points), so a sprint of 500 tasks is
 * at most eight rows rather than 500 (the embedded database's cost is mostly in the rows it hands over).
 */
export async function taskFactsOf(orm: Orm, sprintIds: string[]): Promise<Map<string, TaskFacts[]>> {
  const bySprint = new Map<string, TaskFacts[]>(sprintIds.map((id) => [id, []]));
  if (!sprintIds.length) return bySprint;
  const completed = sql<boolean>`${tasks.status} = 'completed'`;
  const committed = sql<boolean>`${tasks.committedSprintId} is not distinct from ${tasks.sprintId}`;
  const withoutPoints = sql<boolean>`${tasks.storyPoints} is null`;
  const rows = await orm
    .select({
      sprintId: tasks.sprintId,
      completed,
      committed,
      withoutPoints,
      count: sql<number>`count(*)::int`,
      estimateHours: sql<string>`sum(${tasks.estimateHours})`,
      storyPoints: sql<string | null>`sum(${tasks.storyPoints})`,
      actualHours: sql<string | null>`sum(${tasks.actualHours})`,
    })
    .from(tasks)
    .where(and(inArray(tasks.sprintId, sprintIds), isNull(tasks.deletedAt)))
    .groupBy(tasks.sprintId, completed, committed, withoutPoints);
  for (const row of rows) {
    if (!row.sprintId) continue;
    bySprint.get(row.sprintId)?.push({
      sprintId: row.sprintId,
      status: row.completed ? 'completed' : 'open',
      count: row.count,
      estimateHours: Number(row.estimateHours),
      storyPoints: row.withoutPoints ? null : Number(row.storyPoints),
      actualHours: row.actualHours === null ? null : Number(row.actualHours),
      committed: row.committed,
    });
  }
  return bySprint;
}

const num = (value: string | null) => (value === null ? 0 : Number(value));
const DAY_MS = 86_400_000;

/** What a started sprint committed, in both units (points stored since migration 0220; 0 before). */
export function commitmentOf(row: SprintRow): { hours: number; points: number } | null {
  return row.startedAt ? { hours: num(row.committedHours), points: num(row.committedPoints) } : null;
}

/** A closed sprint's frozen numbers. */
function frozenSnapshot(row: SprintRow): SprintSnapshot {
  return {
    committedHours: num(row.committedHours),
    completedHours: num(row.completedHours),
    spillOverHours: num(row.spillOverHours),
    scopeAddedHours: num(row.scopeAddedHours),
    actualHours: num(row.actualHours),
    committedPoints: num(row.committedPoints),
    completedPoints: num(row.completedPoints),
    spillOverPoints: num(row.spillOverPoints),
    scopeAddedPoints: num(row.scopeAddedPoints),
    tasksWithoutPoints: row.tasksWithoutPoints ?? 0,
    // sprints closed before migration 0220 were scored in hours
    scoringUnit: row.scoringUnit ?? 'hours',
    score: row.score === null ? null : Number(row.score),
  };
}

/** A sprint as the API answers it: a closed one with its frozen snapshot, an open one with live numbers. */
function toSprint(row: SprintRow, facts: TaskFacts[], today: string, canManage: boolean, unit: ScoringUnit): Sprint {
  const closed = row.closedAt !== null;
  const status = sprintStatusOf(row);
  const snapshot = closed ? frozenSnapshot(row) : snapshotOf(facts, commitmentOf(row), unit);
  const daysPastEnd =
    status === 'current' && row.endDate < today
      ? Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${row.endDate}T00:00:00Z`)) / DAY_MS)
      : 0;
  const liveCompleted = taskCount(facts.filter((task) => task.status === 'completed'));
  return {
    _id: row.id,
    projectId: row.projectId,
    number: row.number,
    name: row.name,
    goal: row.goal,
    startDate: row.startDate,
    endDate: row.endDate,
    recurringWeeks: row.recurringWeeks,
    status,
    startedAt: row.startedAt ? row.startedAt.toISOString() : null,
    startOverdue: status === 'planned' && row.startDate <= today,
    daysPastEnd,
    tasksTotal: closed && row.tasksTotal !== null ? row.tasksTotal : taskCount(facts),
    tasksCompleted: closed && row.tasksCompleted !== null ? row.tasksCompleted : liveCompleted,
    snapshot,
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    canManage,
    canStart: canManage && status === 'planned',
    canClose: canManage && status === 'current',
  };
}

/**
 * One sprint already loaded (`loadSprint`) as the API answers it, as `sprintsOfProjects` would, with the task
 * facts of that sprint alone: the board, the report and a sprint's own answer read every sprint of the project
 * and the facts of each open one to keep one of them.
 */
export async function sprintAsApi(
  ctx: ServiceContext,
  row: SprintRow,
  unit: ScoringUnit,
  canManage: boolean,
): Promise<Sprint> {
  const facts = !row.closedAt || row.tasksTotal === null ? await taskFactsOf(ctx.orm, [row.id]) : undefined;
  return toSprint(row, facts?.get(row.id) ?? [], isoToday(ctx.now()), canManage, unit);
}

/**
 * Every live sprint of these projects, by number, as API sprints (open ones scored in their project's unit).
 * `today` (YYYY-MM-DD) tells which are overdue: a caller passes the day it read once and answers the rest with.
 */
export async function sprintsOfProjects(
  ctx: ServiceContext,
  projectIds: string[],
  today: string,
  canManage: (projectId: string) => boolean,
): Promise<Sprint[]> {
  return (await sprintRowsOfProjects(ctx, projectIds, today, canManage)).map(({ api }) => api);
}

/** `sprintsOfProjects` with each sprint's row beside its answer, for a caller that answers their tasks too. */
export async function sprintRowsOfProjects(
  ctx: ServiceContext,
  projectIds: string[],
  today: string,
  canManage: (projectId: string) => boolean,
): Promise<Array<{ row: SprintRow; api: Sprint }>> {
  const { orm } = ctx;
  if (!projectIds.length) return [];
  const rows = await orm
    .select({ sprint: sprints, unit: projects.scoringUnit })
    .from(sprints)
    .innerJoin(projects, eq(projects.id, sprints.projectId))
    .where(and(inArray(sprints.projectId, projectIds), isNull(sprints.deletedAt)))
    .orderBy(asc(sprints.number));
  const facts = await taskFactsOf(
    orm,
    rows.filter(({ sprint }) => !sprint.closedAt || sprint.tasksTotal === null).map(({ sprint }) => sprint.id),
  );
  return rows.map(({ sprint, unit }) => ({
    row: sprint,
    api: toSprint(sprint, facts.get(sprint.id) ?? [], today, canManage(sprint.projectId), unit),
  }));
}
