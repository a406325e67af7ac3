import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.js';
import { projectMembers, projects } from '../db/schema/projects.js';
import type { AuthContext } from '../http/app-types.js';

/**
 * The projects a caller may see (PRODUCT.md §2): level3 every project of the company; level2 and
 * level1 the projects they manage or belong to. Deleted projects are never listed.
 */
export function visibleProjectsWhere(auth: AuthContext) {
  const ofCompany = and(eq(projects.companyId, auth.companyId), isNull(projects.deletedAt));
  if (auth.level === 'level3') return ofCompany;
  return and(
    ofCompany,
    sql`exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} = ${auth.userId})`,
  );
}

export async function listVisibleProjectNames(orm: Orm, auth: AuthContext): Promise<Array<{ _id: string; name: string }>> {
  return orm.select({ _id: projects.id, name: projects.name }).from(projects).where(visibleProjectsWhere(auth)).orderBy(asc(projects.name));
}
