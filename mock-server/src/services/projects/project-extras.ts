import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { platforms, users } from '../../db/schema/core.js';
import { projectMembers, projectPlatforms } from '../../db/schema/projects.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import { projectScore, round2, sprintScore } from './scores.js';

export type TeamEntry = { role: 'manager' | 'member'; _id: string; name: string; avatarUrl: string | null };
type PlatformEntry = { _id: string; name: string };

/** What a project's row shows besides its own columns. */
export type ProjectExtras = {
  /** Managers and members by name, deleted peers left out. */
  team: TeamEntry[];
  platforms: PlatformEntry[];
  /** The mean of its last 6 closed sprints' scores, or the current sprint's live one while none is closed (PRODUCT.md §3). */
  score: number | null;
  /** Sprints not completed yet (planned or current). */
  openSprints: number;
};

type ExtrasRow = {
  projectId: string;
  team: string;
  platforms: string;
  openSprints: number;
  hasClosed: boolean;
  closedScores: string;
  committed: string | null;
  completed: string | null;
};

/**
 * The extras of a page of projects, in one statement: team, platforms, the latest 6 closed sprints' scores,
 * how many sprints are open, and the current sprint's committed and completed hours, summed by the database
 * as `snapshotOf` counts them (committed: the hours stored when a manager started it; completed: estimates
 * of completed tasks). The current sprint is the lowest-numbered one started and not closed (`sprintStatusOf`). A page sent four statements for these before; building them with drizzle
 * and mapping their rows took two thirds of its CPU (issue #13), where this one is a fixed text whose lists
 * come back as JSON.
 */
export async function projectExtrasOf(orm: Orm, projectIds: string[]): Promise<Map<string, ProjectExtras>> {
  const extras = new Map<string, ProjectExtras>();
  if (!projectIds.length) return extras;
  // one array parameter, not a list of them: the statement's text stays the same for any page size
  const ids = `{${projectIds.join(',')}}`;
  const rows = rowsOf<ExtrasRow>(
    await orm.execute(sql`
      select p.id as "projectId",
        coalesce((select json_agg(json_build_object('role', pm.role, '_id', u.id, 'name', u.name, 'avatarUrl', u.avatar_url) order by u.name)
          from ${projectMembers} pm join ${users} u on u.id = pm.user_id and u.deleted_at is null
          where pm.project_id = p.id), '[]')::text as team,
        coalesce((select json_agg(json_build_object('_id', pl.id, 'name', pl.name) order by pl.name)
          from ${projectPlatforms} pp join ${platforms} pl on pl.id = pp.platform_id
          where pp.project_id = p.id), '[]')::text as platforms,
        (select count(*) from ${sprints} s where s.project_id = p.id and s.deleted_at is null and s.closed_at is null)::int as "openSprints",
        exists (select 1 from ${sprints} s where s.project_id = p.id and s.deleted_at is null and s.closed_at is not null) as "hasClosed",
        coalesce((select json_agg(recent.score order by recent.number desc) from (
          select s.number, s.score from ${sprints} s
          where s.project_id = p.id and s.deleted_at is null and s.closed_at is not null and s.score is not null
          order by s.number desc limit 6) recent), '[]')::text as "closedScores",
        current_sprint.committed::text as committed,
        current_sprint.completed::text as completed
      from unnest(${ids}::uuid[]) as p(id)
      left join lateral (
        select
          coalesce(s.committed_hours, 0) as committed,
          (select coalesce(sum(t.estimate_hours), 0) from ${tasks} t
            where t.sprint_id = s.id and t.deleted_at is null and t.status = 'completed') as completed
        from ${sprints} s
        where s.project_id = p.id and s.deleted_at is null and s.closed_at is null and s.started_at is not null
        order by s.number limit 1
      ) current_sprint on true`),
  );
  for (const row of rows) {
    const closedScores = (JSON.parse(row.closedScores) as Array<number | string>).map(Number);
    const liveScore =
      row.committed === null ? null : sprintScore(round2(Number(row.committed)), round2(Number(row.completed)));
    extras.set(row.projectId, {
      team: JSON.parse(row.team) as TeamEntry[],
      platforms: JSON.parse(row.platforms) as PlatformEntry[],
      // closed sprints without a score still count as closed: the project then has no score (projectScore)
      score: projectScore(row.hasClosed && !closedScores.length ? [null] : closedScores, liveScore),
      openSprints: row.openSprints,
    });
  }
  return extras;
}
