import { and, inArray, isNull, sql } from 'drizzle-orm';
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
  const liveScores = await liveScoresOf(orm, new Map([...current.values()].map((row) => [row.id, row.startDate])));
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
 * created before the end of the sprint's first day (UTC), completed = estimates of completed tasks. The
 * database sums them by sprint, status and UTC day of creation (a join with sprints for their first days
 * made PostgreSQL hash the whole sprints table); the first days are compared here.
 */
async function liveScoresOf(orm: Orm, firstDays: Map<string, string>): Promise<Map<string, number | null>> {
  if (!firstDays.size) return new Map();
  const createdOn = sql<string>`to_char(${tasks.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await orm
    .select({ sprintId: tasks.sprintId, status: tasks.status, createdOn, hours: sql<string>`sum(${tasks.estimateHours})` })
    .from(tasks)
    .where(and(inArray(tasks.sprintId, [...firstDays.keys()]), isNull(tasks.deletedAt)))
    .groupBy(tasks.sprintId, tasks.status, createdOn);
  const sums = new Map<string, { committed: number; completed: number }>();
  for (const row of rows) {
    const sum = sums.get(row.sprintId) ?? { committed: 0, completed: 0 };
    if (row.createdOn <= firstDays.get(row.sprintId)!) sum.committed += Number(row.hours);
    if (row.status === 'completed') sum.completed += Number(row.hours);
    sums.set(row.sprintId, sum);
  }
  return new Map([...sums].map(([sprintId, sum]) => [sprintId, sprintScore(round2(sum.committed), round2(sum.completed))]));
}
