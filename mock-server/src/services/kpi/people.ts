import { and, asc, eq, isNull } from 'drizzle-orm';
import type { KpiPeople } from '@timely/contract';
import { users } from '../../db/schema/core.js';
import type { ServiceContext } from '../service-context.js';
import type { KpiProject } from './kpi-project.js';

/** The company's active peers for the pickers of a project's KPI forms, the project's team marked. */
export async function listKpiPeople(ctx: ServiceContext, project: KpiProject): Promise<KpiPeople> {
  const rows = await ctx.orm
    .select({ _id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.companyId, project.companyId), isNull(users.deletedAt), eq(users.isActive, true)))
    .orderBy(asc(users.name));
  const team = new Set([...project.managerIds, ...project.memberIds]);
  return { items: rows.map((row) => ({ ...row, onProject: team.has(row._id) })) };
}
