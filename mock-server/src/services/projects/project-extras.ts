import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
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

/** The extras as the database keeps them (`project_list_extras`, migrations 0390 and 0400): hours as numeric text. */
type ExtrasJson = {
  team: TeamEntry[];
  platforms: PlatformEntry[];
  openSprints: number;
  hasClosed: boolean;
  closedScores: Array<number | string>;
  committed: string | null;
  completed: string | null;
};

/** The column every list of projects selects beside a project's own: its extras as JSON text. */
export type ExtrasColumns = { extras: string };

/**
 * The extras of the project whose id is `projectId`, as a column of a select: team, platforms, the latest 6
 * closed sprints' scores, how many sprints are open, and the current sprint's committed and completed hours (or
 * points), summed by the database as `snapshotOf` counts them (committed: the hours stored when a manager
 * started it; completed: estimates of completed tasks). The database keeps them per project as one JSON text
 * (`project_list_rows`, migration 0400), rebuilt by `project_list_extras` in the transaction of every write they
 * read, so a list reads one row by its key instead of computing seven subqueries per project on each call (a
 * row a bulk write left stale is computed as before). The
 * projects page selects them with its rows, in the same statement; `projectExtrasOf` for any other list of ids.
 */
export function extrasColumns(projectId: SQL): { extras: SQL<string> } {
  return {
    extras: sql<string>`coalesce((select kept.extras from project_list_rows kept where kept.project_id = ${projectId}), project_list_extras(${projectId}))`,
  };
}

/** A row's extras columns as the API shows them. */
export function extrasOf({ extras }: ExtrasColumns): ProjectExtras {
  const row = JSON.parse(extras) as ExtrasJson;
  const closedScores = row.closedScores.map(Number);
  const liveScore =
    row.committed === null ? null : sprintScore(round2(Number(row.committed)), round2(Number(row.completed)));
  return {
    team: row.team,
    platforms: row.platforms,
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
