import { and, asc, eq, isNull } from 'drizzle-orm';
import type { KpiPeople } from '@timely/contract';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/core.js';
import type { KpiProject } from './kpi-project.js';

/** The company's active peers for the pickers of a project's KPI forms, the project's team marked. */
export async function listKpiPeople(db: Database, project: KpiProject): Promise<KpiPeople> {
  const rows = await db.orm
    .select({ _id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.companyId, project.companyId), isNull(users.deletedAt), eq(users.isActive, true)))
    .orderBy(asc(users.name));
  const team = new Set([...project.managerIds, ...project.memberIds]);
  return { items: rows.map((row) => ({ ...row, onProject: team.has(row._id) })) };
}
