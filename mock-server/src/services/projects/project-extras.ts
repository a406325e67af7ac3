import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { platforms, users } from '../../db/schema/core.js';
import { projectMembers, projectPlatforms, projects } from '../../db/schema/projects.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import { projectScore, round2, sprintScore } from './scores.js';

export type TeamEntry = { role: 'manager' | 'member'; _id: string; name: string; avatarUrl: string | null };
type PlatformEntry = { _id: string; name: string };

/** What a project's row shows besides its own columns. */
export type ProjectExtras = {
  /** Managers and members by name, deleted peers left out. */
  team: TeamEntry[];
  platforms: PlatformEntry[];
  /** The mean of its last 6 closed sprints' scores, or the current sprint's live one while none is closed (the screens' docs in docs/). */
  score: number | null;
  /** Sprints not completed yet (planned or current). */
  openSprints: number;
};

/** The extras' columns as the database answers them: lists as JSON text, hours as numeric text. */
export type ExtrasColumns = {
  team: string;
  platforms: string;
  openSprints: number;
  hasClosed: boolean;
  closedScores: string;
  committed: string | null;
  completed: string | null;
};

// the current sprint is the lowest-numbered one started and not closed (`sprintStatusOf`)
const currentSprintOf = (projectId: SQL) => sql`from ${sprints} s
  where s.project_id = ${projectId} and s.deleted_at is null and s.closed_at is null and s.started_at is not null
  order by s.number limit 1`;

const scoredByPoints = (projectId: SQL) =>
  sql`(select sp.scoring_unit = 'points' from ${projects} sp where sp.id = ${projectId})`;

/**
 * The extras of the project whose id is `projectId`, as columns of a select: team, platforms, the latest 6
 * closed sprints' scores, how many sprints are open, and the current sprint's committed and completed hours (or points),
 * summed by the database as `snapshotOf` counts them (committed: the hours stored when a manager started it;
 * completed: estimates of completed tasks). Lists come back as JSON: building them with drizzle and mapping
 * their rows took two thirds of a page's CPU (issue #13). The projects page selects them with its rows, in
 * the same statement (one statement per request, issue #35); `projectExtrasOf` for any other list of ids.
 */
export function extrasColumns(projectId: SQL): { [Column in keyof ExtrasColumns]: SQL<ExtrasColumns[Column]> } {
  return {
    team: sql<string>`coalesce((select json_agg(json_build_object('role', pm.role, '_id', u.id, 'name', u.name, 'avatarUrl', u.avatar_url) order by u.name)
      from ${projectMembers} pm join ${users} u on u.id = pm.user_id and u.deleted_at is null
      where pm.project_id = ${projectId}), '[]')::text`,
    platforms: sql<string>`coalesce((select json_agg(json_build_object('_id', pl.id, 'name', pl.name) order by pl.name)
      from ${projectPlatforms} pp join ${platforms} pl on pl.id = pp.platform_id
      where pp.project_id = ${projectId}), '[]')::text`,
    openSprints: sql<number>`(select count(*) from ${sprints} s where s.project_id = ${projectId} and s.deleted_at is null and s.closed_at is null)::int`,
    hasClosed: sql<boolean>`exists (select 1 from ${sprints} s where s.project_id = ${projectId} and s.deleted_at is null and s.closed_at is not null)`,
    closedScores: sql<string>`coalesce((select json_agg(recent.score order by recent.number desc) from (
      select s.number, s.score from ${sprints} s
      where s.project_id = ${projectId} and s.deleted_at is null and s.closed_at is not null and s.score is not null
      order by s.number desc limit 6) recent), '[]')::text`,
    // in the project's scoring unit (issue #49): hours, or story points (a task without points counts 0)
    committed: sql<string | null>`(select (case when ${scoredByPoints(projectId)} then coalesce(s.committed_points, 0)
      else coalesce(s.committed_hours, 0) end)::text ${currentSprintOf(projectId)})`,
    completed: sql<string | null>`(select (select coalesce(sum(case when ${scoredByPoints(projectId)}
      then coalesce(t.story_points, 0) else t.estimate_hours end), 0) from ${tasks} t
      where t.sprint_id = s.id and t.deleted_at is null and t.status = 'completed')::text ${currentSprintOf(projectId)})`,
  };
}

/** A row's extras columns as the API shows them. */
export function extrasOf(row: ExtrasColumns): ProjectExtras {
  const closedScores = (JSON.parse(row.closedScores) as Array<number | string>).map(Number);
  const liveScore =
    row.committed === null ? null : sprintScore(round2(Number(row.committed)), round2(Number(row.completed)));
  return {
    team: JSON.parse(row.team) as TeamEntry[],
    platforms: JSON.parse(row.platforms) as PlatformEntry[],
    // closed sprints without a score still count as closed: the project then has no score (projectScore)
    score: projectScore(row.hasClosed && !closedScores.length ? [null] : closedScores, liveScore),
    openSprints: row.openSprints,
  };
}

// the extras of `unnest(ids) as p(id)`, named as ExtrasColumns: built once, the same text on every call
const UNNESTED_COLUMNS = sql.join(
  Object.entries(extrasColumns(sql`p.id`)).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);

/** The extras of these projects, in one statement (its text the same for any number of ids). */
export async function projectExtrasOf(orm: Orm, projectIds: string[]): Promise<Map<string, ProjectExtras>> {
  const extras = new Map<string, ProjectExtras>();
  if (!projectIds.length) return extras;
  // one array parameter, not a list of them: the statement's text stays the same for any page size
  const ids = `{${projectIds.join(',')}}`;
  const rows = rowsOf<ExtrasColumns & { projectId: string }>(
    await orm.execute(sql`select p.id as "projectId", ${UNNESTED_COLUMNS} from unnest(${ids}::uuid[]) as p(id)`),
  );
  for (const row of rows) extras.set(row.projectId, extrasOf(row));
  return extras;
}
