import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Sprint, SprintStatus } from '../../contract/index.js';
import type { Orm } from '../../db/client.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import { snapshotOf, type ScoredTask } from './scores.js';

export type SprintRow = typeof sprints.$inferSelect;
type TaskFacts = ScoredTask & { sprintId: string };

/** The calendar day (UTC) of `now`, as YYYY-MM-DD. */
export function isoToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Closed → completed; started (today on or after its start) → current; else planned. */
export function sprintStatusOf(row: Pick<SprintRow, 'closedAt' | 'startDate'>, today: string): SprintStatus {
  if (row.closedAt) return 'completed';
  return row.startDate <= today ? 'current' : 'planned';
}

/** The live (not deleted) tasks of these sprints, with what the numbers need. */
export async function taskFactsOf(orm: Orm, sprintIds: string[]): Promise<Map<string, TaskFacts[]>> {
  const bySprint = new Map<string, TaskFacts[]>(sprintIds.map((id) => [id, []]));
  if (!sprintIds.length) return bySprint;
  const rows = await orm
    .select({ sprintId: tasks.sprintId, estimateHours: tasks.estimateHours, status: tasks.status, createdAt: tasks.createdAt })
    .from(tasks)
    .where(and(inArray(tasks.sprintId, sprintIds), isNull(tasks.deletedAt)));
  for (const row of rows) bySprint.get(row.sprintId)?.push({ ...row, estimateHours: Number(row.estimateHours) });
  return bySprint;
}

const num = (value: string | null) => (value === null ? 0 : Number(value));

/** A sprint as the API answers it: a closed one with its frozen snapshot, an open one with live numbers. */
export function toSprint(row: SprintRow, facts: TaskFacts[], today: string, canManage: boolean): Sprint {
  const closed = row.closedAt !== null;
  const snapshot = closed
    ? { committedHours: num(row.committedHours), completedHours: num(row.completedHours), spillOverHours: num(row.spillOverHours), scopeAddedHours: num(row.scopeAddedHours), score: row.score === null ? null : Number(row.score) }
    : snapshotOf(facts, row.startDate);
  const liveCompleted = facts.filter((task) => task.status === 'completed').length;
  return {
    _id: row.id,
    projectId: row.projectId,
    number: row.number,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    recurringWeeks: row.recurringWeeks,
    status: sprintStatusOf(row, today),
    tasksTotal: closed && row.tasksTotal !== null ? row.tasksTotal : facts.length,
    tasksCompleted: closed && row.tasksCompleted !== null ? row.tasksCompleted : liveCompleted,
    snapshot,
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    canManage,
  };
}

/** Every live sprint of these projects, by number, as API sprints. */
export async function sprintsOfProjects(orm: Orm, projectIds: string[], today: string, canManage: (projectId: string) => boolean): Promise<Sprint[]> {
  if (!projectIds.length) return [];
  const rows = await orm.select().from(sprints).where(and(inArray(sprints.projectId, projectIds), isNull(sprints.deletedAt))).orderBy(asc(sprints.number));
  const facts = await taskFactsOf(orm, rows.filter((row) => !row.closedAt || row.tasksTotal === null).map((row) => row.id));
  return rows.map((row) => toSprint(row, facts.get(row.id) ?? [], today, canManage(row.projectId)));
}
