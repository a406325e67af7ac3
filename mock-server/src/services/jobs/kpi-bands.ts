import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { HealthBandKey } from '@timely/contract';
import { projects } from '../../db/schema/projects.js';
import { rowsOf } from '../../db/rows-of.js';
import { addDays } from '../calendar-days.js';
import { orgKpiOf } from '../kpi/org-kpi.js';
import { activeInMonthWhere, projectRowsOf } from '../kpi/project-kpis.js';
import type { Job } from './queue.js';
import { digestKey } from './schedule.js';
import type { ServerFacilities } from '../service-context.js';

/** The organisation's KPI among the projects' (its subject key; a project's is its id). */
export const ORG_SUBJECT = 'org';

type Band = { name: string; band: HealthBandKey; score: number };
/** The bands of one week: subject (ORG_SUBJECT or a project id) → its band then. */
type WeekBands = Record<string, Band>;

/** A KPI whose health band changed from last week's digest to this week's. */
export type KpiBandChange = { subject: string; name: string; from: HealthBandKey; to: HealthBandKey; score: number };

/**
 * The health band of the organisation and of each project active in the month (docs/kpi.md), the same
 * numbers as the KPI screens; a KPI without a row that month has no health and is left out.
 */
async function bandsOf(app: ServerFacilities, companyId: string, month: string): Promise<WeekBands> {
  const list = await app.db.orm
    .select({ id: projects.id, name: projects.name, status: projects.status })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), isNull(projects.deletedAt), activeInMonthWhere(month)))
    .orderBy(asc(projects.name), asc(projects.id));
  const [org, rows] = await Promise.all([
    orgKpiOf(app.db, companyId, month),
    projectRowsOf(app.db, null, list, month, companyId),
  ]);
  const bands: WeekBands = {};
  if (org.health?.band && org.health.score !== undefined)
    bands[ORG_SUBJECT] = { name: '', band: org.health.band, score: org.health.score };
  for (const row of rows)
    if (row.health?.band && row.health.score !== undefined)
      bands[row.project._id] = { name: row.project.name, band: row.health.band, score: row.health.score };
  return bands;
}

/**
 * The company digest job's part: this week's bands (the month of its Monday) are kept in the job's own
 * payload, beside the changes from the bands last week's digest kept, so each reader's mail reads them
 * without a table of its own (a job is kept 90 days; a first week has nothing to compare with).
 */
export async function recordKpiBands(app: ServerFacilities, job: Job): Promise<KpiBandChange[]> {
  const monday = String(job.payload.monday);
  const companyId = job.companyId!;
  const bands = await bandsOf(app, companyId, monday.slice(0, 7));
  const [previous] = rowsOf<{ bands: WeekBands | null }>(
    await app.db.orm.execute(sql`
      SELECT payload->'kpiBands' AS bands FROM jobs WHERE key = ${digestKey(companyId, addDays(monday, -7))}`),
  );
  const before = previous?.bands ?? {};
  const changes = Object.entries(bands)
    .filter(([subject, now]) => before[subject] && before[subject].band !== now.band)
    .map(([subject, now]) => ({ subject, name: now.name, from: before[subject]!.band, to: now.band, score: now.score }))
    // the organisation first, then the projects by name
    .sort(
      (a, b) => Number(b.subject === ORG_SUBJECT) - Number(a.subject === ORG_SUBJECT) || a.name.localeCompare(b.name),
    );
  const kept = JSON.stringify({ kpiBands: bands, kpiChanges: changes });
  await app.db.orm.execute(sql`UPDATE jobs SET payload = payload || ${kept}::jsonb WHERE id = ${job.id}`);
  return changes;
}

/**
 * The changes a reader may see: their health is money in another form (docs/kpi.md), so the organisation's
 * goes to level3 only and a project's to level3 and its managers.
 */
export async function kpiChangesFor(
  app: ServerFacilities,
  reader: { id: string; level: string; companyId: string },
  monday: string,
): Promise<KpiBandChange[]> {
  const [week] = rowsOf<{ changes: KpiBandChange[] | null }>(
    await app.db.orm.execute(sql`
      SELECT payload->'kpiChanges' AS changes FROM jobs WHERE key = ${digestKey(reader.companyId, monday)}`),
  );
  const changes = week?.changes ?? [];
  if (reader.level === 'level3' || changes.length === 0) return changes;
  const managed = new Set(
    rowsOf<{ project_id: string }>(
      await app.db.orm.execute(sql`
        SELECT project_id FROM project_members WHERE user_id = ${reader.id} AND role = 'manager'`),
    ).map((row) => row.project_id),
  );
  return changes.filter((change) => change.subject !== ORG_SUBJECT && managed.has(change.subject));
}
