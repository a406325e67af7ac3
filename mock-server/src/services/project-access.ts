import { and, asc, eq, isNull, sql, type AnyColumn, type Placeholder } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { companyProjectLists, projectMembers, projects } from '../db/schema/projects.js';
import type { AuthContext } from '../http/app-types.js';

/**
 * The projects a caller may see (docs/privacy.md): level3 every project of the company; level2 and
 * level1 the projects they manage or belong to. Deleted projects are never listed.
 */
export function visibleProjectsWhere(auth: Pick<AuthContext, 'level'> & Caller) {
  const ofCompany = and(eq(projects.companyId, auth.companyId), isNull(projects.deletedAt));
  if (auth.level === 'level3') return ofCompany;
  return and(ofCompany, onProjectTeam(projects.id, auth));
}

/** The caller manages or belongs to the project whose id is in `projectId`: what a level1 or level2 caller sees. */
export function onProjectTeam(projectId: AnyColumn, auth: Pick<Caller, 'userId'>) {
  return sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projectId} and ${projectMembers.userId} = ${auth.userId})`;
}

/** Who asks: ids, or a prepared statement's placeholders for them. */
type Caller = { companyId: string | Placeholder; userId: string | Placeholder };

/**
 * The sidebar's list (every project the caller may see, `{ _id, name }` by name) as JSON text built by the
 * database. At 10,000 projects, reading the rows into objects, checking each against the contract and
 * serialising them again was ~40 ms of the API's one thread per call (issue #13); the database aggregates
 * the rows it reads from the (company, name) index into one value instead.
 */
export async function visibleProjectNamesJson(orm: Orm, auth: AuthContext): Promise<string> {
  if (auth.level === 'level3') {
    // level3 sees every project of the company: that list is kept whole by a trigger (migration 0132)
    const [kept] = await orm
      .select({ names: companyProjectLists.names })
      .from(companyProjectLists)
      .where(eq(companyProjectLists.companyId, auth.companyId));
    return kept?.names ?? '[]';
  }
  const visible = orm
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(visibleProjectsWhere(auth))
    .orderBy(asc(projects.name))
    .as('visible');
  // json_agg keeps the order its sorted subquery hands it; ::text, or the driver would parse it into objects
  const [row] = await orm
    .select({
      json: sql<string>`coalesce(json_agg(json_build_object('_id', ${visible.id}, 'name', ${visible.name})), '[]')::text`,
    })
    .from(visible);
  return row?.json ?? '[]';
}
