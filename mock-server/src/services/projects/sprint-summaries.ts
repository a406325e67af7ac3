import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import { projectScore, round2, sprintScore } from './scores.js';
import { sprintStatusOf } from './sprint-view.js';

/** What a project's row shows of its sprints. */
export type SprintSummary = { score: number | null; openSprints: number };

/**
 * The score of each project (its last 6 closed sprints' frozen scores, or the current sprint's live one
 * while none is closed: PRODUCT.md §3) and how many of its sprints are not completed. The same numbers
 * as whole sprints give (`sprintsOfProjects`), without reading any sprint's tasks: the database sums the
 * current sprints' committed and completed hours. A page of the project list read every task of every
 * open sprint before, and a third of its time went to collecting that garbage.
 */
export async function sprintSummariesOf(orm: Orm, projectIds: string[], today: string): Promise<Map<string, SprintSummary>> {
  const summaries = new Map<string, SprintSummary>();
  if (!projectIds.length) return summaries;
  const rows = await orm
    .select({ id: sprints.id, projectId: sprints.projectId, number: sprints.number, startDate: sprints.startDate, closedAt: sprints.closedAt, score: sprints.score })
    .from(sprints)
    .where(and(inArray(sprints.projectId, projectIds), isNull(sprints.deletedAt)));
  const byProject = new Map<string, typeof rows>();
  // the current sprint of a project: the lowest-numbered one started and not closed
  const current = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), row]);
    if (sprintStatusOf(row, today) !== 'current') continue;
    const known = current.get(row.projectId);
    if (!known || row.number < known.number) current.set(row.projectId, row);
  }
  const liveScores = await liveScoresOf(orm, [...current.values()].map((row) => row.id));
  for (const projectId of projectIds) {
    const own = byProject.get(projectId) ?? [];
    const closedScores = own
      .filter((row) => row.closedAt !== null)
      .sort((a, b) => b.number - a.number)
      .map((row) => (row.score === null ? null : Number(row.score)));
    const currentSprint = current.get(projectId);
    summaries.set(projectId, {
      score: projectScore(closedScores, currentSprint ? (liveScores.get(currentSprint.id) ?? null) : null),
      openSprints: own.filter((row) => row.closedAt === null).length,
    });
  }
  return summaries;
}

/**
 * Open sprints' live scores, as `snapshotOf` computes them from their tasks: committed = estimates
 * created before the end of the sprint's first day (UTC), completed = estimates of completed tasks.
 */
async function liveScoresOf(orm: Orm, sprintIds: string[]): Promise<Map<string, number | null>> {
  if (!sprintIds.length) return new Map();
  const rows = await orm
    .select({
      sprintId: tasks.sprintId,
      committed: sql<string | null>`sum(${tasks.estimateHours}) filter (where ${tasks.createdAt} < ((${sprints.startDate} + 1)::timestamp at time zone 'UTC'))`,
      completed: sql<string | null>`sum(${tasks.estimateHours}) filter (where ${tasks.status} = 'completed')`,
    })
    .from(tasks)
    .innerJoin(sprints, eq(sprints.id, tasks.sprintId))
    .where(and(inArray(tasks.sprintId, sprintIds), isNull(tasks.deletedAt)))
    .groupBy(tasks.sprintId, sprints.startDate);
  return new Map(rows.map((row) => [row.sprintId, sprintScore(round2(Number(row.committed ?? 0)), round2(Number(row.completed ?? 0)))]));
}
