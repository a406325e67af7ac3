import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.js';
import { projectMembers, projects } from '../../db/schema/projects.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, forbidden, notFound } from '../../http/errors.js';

/** A project's columns but its search text, which only the list's search reads (migration 0450). */
const { searchText: _searchText, ...rowColumns } = getTableColumns(projects);
export const projectRowColumns = rowColumns;
export type ProjectRow = Omit<typeof projects.$inferSelect, 'searchText'>;
export type LoadedProject = { row: ProjectRow; managerIds: string[]; memberIds: string[] };

/** docs/privacy.md: level3 manages every project; level2 the projects they manage; level1 none. */
export function canManageProject(auth: AuthContext, managerIds: readonly string[]): boolean {
  if (auth.level === 'level3') return true;
  return auth.level === 'level2' && managerIds.includes(auth.userId);
}

/** level3 sees every project of the company; others the ones they manage or belong to. */
export function canViewProject(
  auth: AuthContext,
  managerIds: readonly string[],
  memberIds: readonly string[],
): boolean {
  return auth.level === 'level3' || managerIds.includes(auth.userId) || memberIds.includes(auth.userId);
}

type TeamLink = { userId: string; role: 'manager' | 'member' };

/**
 * A project's team as JSON text, read in the statement that reads the project (one round trip instead of two:
 * issue #35), for `checkedProject`. The project's table is named: drizzle writes a one-table select's columns
 * unqualified, and a bare "id" would be resolved inside the subquery first.
 */
export const teamJson = sql<string>`coalesce((select json_agg(json_build_object('userId', pm.user_id, 'role', pm.role)) from ${projectMembers} pm where pm.project_id = ${sql.identifier('projects')}.id), '[]')::text`;

/**
 * The project a request names, checked for the caller: another company's or a deleted project is 404
 * (as if it did not exist); one of the caller's company they may not see, or not manage when `mode` is
 * 'manage', is 403.
 */
export async function loadProject(
  orm: Orm,
  auth: AuthContext,
  projectId: string,
  mode: 'view' | 'manage',
): Promise<LoadedProject> {
  const [found] = await orm
    .select({ row: projectRowColumns, team: teamJson })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, auth.companyId), isNull(projects.deletedAt)));
  return checkedProject(auth, found?.row, found?.team ?? '[]', mode);
}

/** `loadProject`'s checks on a project row read with its team (`teamJson`), or none (404). */
export function checkedProject(
  auth: AuthContext,
  row: ProjectRow | null | undefined,
  teamJson: string,
  mode: 'view' | 'manage',
): LoadedProject {
  if (!row) throw notFound('notFound.project');
  const team = JSON.parse(teamJson) as TeamLink[];
  const managerIds = team.filter((entry) => entry.role === 'manager').map((entry) => entry.userId);
  const memberIds = team.filter((entry) => entry.role === 'member').map((entry) => entry.userId);
  if (!canViewProject(auth, managerIds, memberIds)) throw forbidden(apiError('project.notMember'));
  if (mode === 'manage' && !canManageProject(auth, managerIds)) throw forbidden(apiError('project.managersOnly'));
  return { row, managerIds, memberIds };
}
