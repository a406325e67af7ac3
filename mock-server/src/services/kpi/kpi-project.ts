import { and, eq, isNull } from 'drizzle-orm';
import { projectMembers, projects } from '../../db/schema/projects.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, forbidden, notFound } from '../../http/errors.js';
import type { ServiceContext } from '../service-context.js';

export type KpiProject = {
  id: string;
  companyId: string;
  name: string;
  status: string;
  managerIds: string[];
  memberIds: string[];
};

/** KPIs: level3 edits any project; level2 the projects they manage; level1 reads only (docs/privacy.md). */
export function canEditProjectKpis(auth: AuthContext, project: Pick<KpiProject, 'managerIds'>): boolean {
  if (auth.level === 'level3') return true;
  return auth.level === 'level2' && project.managerIds.includes(auth.userId);
}

/** level3 sees every project of the company; others the projects they manage or belong to. */
function canViewProjectKpis(auth: AuthContext, project: Pick<KpiProject, 'managerIds' | 'memberIds'>): boolean {
  return auth.level === 'level3' || project.managerIds.includes(auth.userId) || project.memberIds.includes(auth.userId);
}

/**
 * The project a KPI request names, checked for the caller: another company's (or a deleted) project is
 * 404, as if it did not exist; one of the caller's company they may not see or edit is 403.
 */
export async function loadKpiProject(
  ctx: ServiceContext,
  projectId: string,
  mode: 'view' | 'edit',
): Promise<KpiProject> {
  const { orm, caller: auth } = ctx;
  const [row] = await orm
    .select({ id: projects.id, companyId: projects.companyId, name: projects.name, status: projects.status })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, auth.companyId), isNull(projects.deletedAt)));
  if (!row) throw notFound('notFound.project');
  const members = await orm
    .select({ userId: projectMembers.userId, role: projectMembers.role })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  const project: KpiProject = {
    ...row,
    managerIds: members.filter((member) => member.role === 'manager').map((member) => member.userId),
    memberIds: members.filter((member) => member.role === 'member').map((member) => member.userId),
  };
  if (!canViewProjectKpis(auth, project)) throw forbidden(apiError('project.notMember'));
  if (mode === 'edit' && !canEditProjectKpis(auth, project)) {
    throw forbidden(apiError('kpi.managersOnly'));
  }
  return project;
}
