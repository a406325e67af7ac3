import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Profitability, ProfitabilityBody, ThoughtLeadership, ThoughtLeadershipBody } from '@timely/contract';
import type { Database } from '../../../db/client.js';
import { users } from '../../../db/schema/core.js';
import { kpiProfitability, kpiThoughtLeadership } from '../../../db/schema/kpi.js';
import { apiError, conflict, fieldError, fieldProblem } from '../../../http/errors.js';
import type { KpiProject } from '../kpi-project.js';

type ProfitabilityRow = typeof kpiProfitability.$inferSelect;
type ThoughtLeadershipRow = typeof kpiThoughtLeadership.$inferSelect;

function toProfitability(row: ProfitabilityRow): Profitability {
  return {
    _id: row.id,
    projectId: row.projectId,
    asOn: row.asOn,
    completionPercent: row.completionPercent,
    currentProfitPercent: row.currentProfitPercent,
    targetProfitPercent: row.targetProfitPercent,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Snapshots oldest first, as the chart draws them. */
export async function listProfitability(db: Database, project: KpiProject): Promise<{ items: Profitability[] }> {
  const rows = await db.orm
    .select()
    .from(kpiProfitability)
    .where(eq(kpiProfitability.projectId, project.id))
    .orderBy(asc(kpiProfitability.asOn));
  return { items: rows.map(toProfitability) };
}

/** One snapshot per project and day: a second one for the same day is refused, naming the field. */
async function assertAsOnFree(db: Database, projectId: string, asOn: string, exceptId?: string): Promise<void> {
  const [taken] = await db.orm
    .select({ id: kpiProfitability.id })
    .from(kpiProfitability)
    .where(
      and(
        eq(kpiProfitability.projectId, projectId),
        eq(kpiProfitability.asOn, asOn),
        exceptId ? ne(kpiProfitability.id, exceptId) : undefined,
      ),
    );
  if (taken) throw conflict(apiError('kpi.snapshotTaken'), [fieldProblem('asOn', apiError('field.snapshotTaken'))]);
}

export async function createProfitability(
  db: Database,
  project: KpiProject,
  body: ProfitabilityBody,
): Promise<Profitability> {
  await assertAsOnFree(db, project.id, body.asOn);
  const [row] = await db.orm
    .insert(kpiProfitability)
    .values({ companyId: project.companyId, projectId: project.id, ...body })
    .returning();
  return toProfitability(row!);
}

export async function updateProfitability(db: Database, id: string, body: ProfitabilityBody): Promise<Profitability> {
  const [current] = await db.orm
    .select({ projectId: kpiProfitability.projectId })
    .from(kpiProfitability)
    .where(eq(kpiProfitability.id, id));
  await assertAsOnFree(db, current!.projectId, body.asOn, id);
  const [row] = await db.orm
    .update(kpiProfitability)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(kpiProfitability.id, id))
    .returning();
  return toProfitability(row!);
}

export async function deleteProfitability(db: Database, id: string): Promise<void> {
  await db.orm.delete(kpiProfitability).where(eq(kpiProfitability.id, id));
}

async function namesOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.orm.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function toThoughtLeadership(db: Database, rows: ThoughtLeadershipRow[]): Promise<ThoughtLeadership[]> {
  const names = await namesOf(db, [...new Set(rows.flatMap((row) => row.teammateIds))]);
  return rows.map((row) => ({
    _id: row.id,
    projectId: row.projectId,
    title: row.title,
    domain: row.domain,
    teammates: row.teammateIds.filter((id) => names.has(id)).map((id) => ({ _id: id, name: names.get(id)! })),
    link: row.link,
    imageUrl: row.imageUrl,
    description: row.description,
    publishedOn: row.publishedOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Newest first. */
export async function listThoughtLeadership(
  db: Database,
  project: KpiProject,
): Promise<{ items: ThoughtLeadership[] }> {
  const rows = await db.orm
    .select()
    .from(kpiThoughtLeadership)
    .where(eq(kpiThoughtLeadership.projectId, project.id))
    .orderBy(desc(kpiThoughtLeadership.publishedOn), asc(kpiThoughtLeadership.title));
  return { items: await toThoughtLeadership(db, rows) };
}

/** Teammates are active peers of the project's company. */
export async function validateTeammates(db: Database, project: KpiProject, body: ThoughtLeadershipBody): Promise<void> {
  const ids = [...new Set(body.teammateIds)];
  if (ids.length === 0) return;
  const found = await db.orm
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.companyId, project.companyId), isNull(users.deletedAt)));
  if (found.length !== ids.length) throw fieldError('teammateIds', apiError('field.notCompanyPeers'));
}

export async function createThoughtLeadership(
  db: Database,
  project: KpiProject,
  body: ThoughtLeadershipBody,
): Promise<ThoughtLeadership> {
  const [row] = await db.orm
    .insert(kpiThoughtLeadership)
    .values({
      companyId: project.companyId,
      projectId: project.id,
      ...body,
      teammateIds: [...new Set(body.teammateIds)],
    })
    .returning();
  return (await toThoughtLeadership(db, [row!]))[0]!;
}

export async function updateThoughtLeadership(
  db: Database,
  id: string,
  body: ThoughtLeadershipBody,
): Promise<ThoughtLeadership> {
  const [row] = await db.orm
    .update(kpiThoughtLeadership)
    .set({ ...body, teammateIds: [...new Set(body.teammateIds)], updatedAt: new Date() })
    .where(eq(kpiThoughtLeadership.id, id))
    .returning();
  return (await toThoughtLeadership(db, [row!]))[0]!;
}

export async function deleteThoughtLeadership(db: Database, id: string): Promise<void> {
  await db.orm.delete(kpiThoughtLeadership).where(eq(kpiThoughtLeadership.id, id));
}
