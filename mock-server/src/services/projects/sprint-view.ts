import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Sprint, SprintStatus } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import { snapshotOf, type ScoredTask } from './scores.js';

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

/** The live (not deleted) tasks of these sprints, with what the numbers need. */
export async function taskFactsOf(orm: Orm, sprintIds: string[]): Promise<Map<string, TaskFacts[]>> {
  const bySprint = new Map<string, TaskFacts[]>(sprintIds.map((id) => [id, []]));
  if (!sprintIds.length) return bySprint;
  const rows = await orm
    .select({
      sprintId: tasks.sprintId,
      estimateHours: tasks.estimateHours,
      status: tasks.status,
      actualHours: tasks.actualHours,
      committedSprintId: tasks.committedSprintId,
    })
    .from(tasks)
    .where(and(inArray(tasks.sprintId, sprintIds), isNull(tasks.deletedAt)));
  for (const row of rows) {
    if (!row.sprintId) continue;
    bySprint.get(row.sprintId)?.push({
      sprintId: row.sprintId,
      status: row.status,
      estimateHours: Number(row.estimateHours),
      actualHours: row.actualHours === null ? null : Number(row.actualHours),
      committed: row.committedSprintId === row.sprintId,
    });
  }
  return bySprint;
}

const num = (value: string | null) => (value === null ? 0 : Number(value));

/** A sprint as the API answers it: a closed one with its frozen snapshot, an open one with live numbers. */
function toSprint(row: SprintRow, facts: TaskFacts[], today: string, canManage: boolean): Sprint {
  const closed = row.closedAt !== null;
  const status = sprintStatusOf(row);
  const snapshot = closed
    ? {
        committedHours: num(row.committedHours),
        completedHours: num(row.completedHours),
        spillOverHours: num(row.spillOverHours),
        scopeAddedHours: num(row.scopeAddedHours),
        actualHours: num(row.actualHours),
        score: row.score === null ? null : Number(row.score),
      }
    : snapshotOf(facts, row.startedAt ? num(row.committedHours) : null);
  const liveCompleted = facts.filter((task) => task.status === 'completed').length;
  return {
    _id: row.id,
    projectId: row.projectId,
    number: row.number,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    recurringWeeks: row.recurringWeeks,
    status,
    startedAt: row.startedAt ? row.startedAt.toISOString() : null,
    startOverdue: status === 'planned' && row.startDate <= today,
    tasksTotal: closed && row.tasksTotal !== null ? row.tasksTotal : facts.length,
    tasksCompleted: closed && row.tasksCompleted !== null ? row.tasksCompleted : liveCompleted,
    snapshot,
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    canManage,
    canStart: canManage && status === 'planned',
    canClose: canManage && status === 'current',
  };
}

/** Every live sprint of these projects, by number, as API sprints. */
export async function sprintsOfProjects(
  orm: Orm,
  projectIds: string[],
  today: string,
  canManage: (projectId: string) => boolean,
): Promise<Sprint[]> {
  if (!projectIds.length) return [];
  const rows = await orm
    .select()
    .from(sprints)
    .where(and(inArray(sprints.projectId, projectIds), isNull(sprints.deletedAt)))
    .orderBy(asc(sprints.number));
  const facts = await taskFactsOf(
    orm,
    rows.filter((row) => !row.closedAt || row.tasksTotal === null).map((row) => row.id),
  );
  return rows.map((row) => toSprint(row, facts.get(row.id) ?? [], today, canManage(row.projectId)));
}
