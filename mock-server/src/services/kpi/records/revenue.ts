import { asc, eq } from 'drizzle-orm';
import type { ChangeRequest, ChangeRequestBody, Milestone, MilestoneBody, MilestoneList } from '@timely/contract';
import type { Database } from '../../../db/client.js';
import { kpiChangeRequests, kpiMilestones } from '../../../db/schema/kpi.js';
import type { KpiProject } from '../kpi-project.js';
import { monthOf } from '../months.js';

type MilestoneRow = typeof kpiMilestones.$inferSelect;
type ChangeRequestRow = typeof kpiChangeRequests.$inferSelect;

function toMilestone(row: MilestoneRow): Milestone {
  return {
    _id: row.id,
    projectId: row.projectId,
    name: row.name,
    amount: row.amount,
    plannedRaiseDate: row.plannedRaiseDate,
    actualRaiseDate: row.actualRaiseDate,
    paidOn: row.paidOn,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function milestoneValues(body: MilestoneBody) {
  return {
    name: body.name,
    amount: body.amount,
    plannedRaiseDate: body.plannedRaiseDate,
    actualRaiseDate: body.actualRaiseDate ?? null,
    paidOn: body.paidOn ?? null,
    status: body.status,
  };
}

/** Milestones by planned raise date, plus planned and paid amounts per month for the chart. */
export async function listMilestones(db: Database, project: KpiProject): Promise<MilestoneList> {
  const rows = await db.orm
    .select()
    .from(kpiMilestones)
    .where(eq(kpiMilestones.projectId, project.id))
    .orderBy(asc(kpiMilestones.plannedRaiseDate), asc(kpiMilestones.name));
  const months = new Map<string, { planned: number; paid: number }>();
  const bucket = (month: string) => months.get(month) ?? months.set(month, { planned: 0, paid: 0 }).get(month)!;
  for (const row of rows) {
    if (row.status === 'cancelled') continue;
    bucket(monthOf(row.plannedRaiseDate)).planned += row.amount;
    if (row.status === 'paid' && row.paidOn) bucket(monthOf(row.paidOn)).paid += row.amount;
  }
  const byMonth = [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, sums]) => ({ month, ...sums }));
  return { items: rows.map(toMilestone), byMonth };
}

export async function createMilestone(db: Database, project: KpiProject, body: MilestoneBody): Promise<Milestone> {
  const [row] = await db.orm
    .insert(kpiMilestones)
    .values({ companyId: project.companyId, projectId: project.id, ...milestoneValues(body) })
    .returning();
  return toMilestone(row!);
}

export async function updateMilestone(db: Database, id: string, body: MilestoneBody): Promise<Milestone> {
  const [row] = await db.orm
    .update(kpiMilestones)
    .set({ ...milestoneValues(body), updatedAt: new Date() })
    .where(eq(kpiMilestones.id, id))
    .returning();
  return toMilestone(row!);
}

export async function deleteMilestone(db: Database, id: string): Promise<void> {
  await db.orm.delete(kpiMilestones).where(eq(kpiMilestones.id, id));
}

function toChangeRequest(row: ChangeRequestRow): ChangeRequest {
  return {
    _id: row.id,
    projectId: row.projectId,
    title: row.title,
    description: row.description,
    amount: row.amount,
    raisedOn: row.raisedOn,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listChangeRequests(db: Database, project: KpiProject): Promise<{ items: ChangeRequest[] }> {
  const rows = await db.orm
    .select()
    .from(kpiChangeRequests)
    .where(eq(kpiChangeRequests.projectId, project.id))
    .orderBy(asc(kpiChangeRequests.raisedOn), asc(kpiChangeRequests.title));
  return { items: rows.map(toChangeRequest) };
}

export async function createChangeRequest(
  db: Database,
  project: KpiProject,
  body: ChangeRequestBody,
): Promise<ChangeRequest> {
  const [row] = await db.orm
    .insert(kpiChangeRequests)
    .values({ companyId: project.companyId, projectId: project.id, ...body })
    .returning();
  return toChangeRequest(row!);
}

export async function updateChangeRequest(db: Database, id: string, body: ChangeRequestBody): Promise<ChangeRequest> {
  const [row] = await db.orm
    .update(kpiChangeRequests)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(kpiChangeRequests.id, id))
    .returning();
  return toChangeRequest(row!);
}

export async function deleteChangeRequest(db: Database, id: string): Promise<void> {
  await db.orm.delete(kpiChangeRequests).where(eq(kpiChangeRequests.id, id));
}
