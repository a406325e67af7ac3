import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { TaskFilters } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { labels, taskLabels } from '../../db/schema/labels.js';
import { tasks } from '../../db/schema/sprints.js';
import { apiError, fieldError } from '../../http/errors.js';
import { RETIRED_CHOICE } from '../company/retired-options.js';

/**
 * Issue #49: a task's labels as JSON text (ids in the company's label order), read in the statement that
 * reads the task, as its karma awards are.
 */
export const labelIdsJson = sql<string>`coalesce((
  select json_agg(l.id order by l.position, lower(l.name), l.id)
  from ${taskLabels} tl join ${labels} l on l.id = tl.label_id
  where tl.task_id = ${tasks.id}), '[]')::text`;

/**
 * The labels a body names, checked (400 on `labelIds`): each must be a label of the caller's company, and a
 * retired one only when the task already has it (`kept`), as retired options stay on their records.
 */
export async function checkLabelIds(
  orm: Orm,
  companyId: string,
  labelIds: readonly string[] | undefined,
  kept: readonly string[] = [],
): Promise<void> {
  if (!labelIds?.length) return;
  const rows = await orm
    .select({ id: labels.id, retired: sql<boolean>`${labels.retiredAt} IS NOT NULL` })
    .from(labels)
    .where(and(eq(labels.companyId, companyId), inArray(labels.id, [...labelIds])));
  const found = new Map(rows.map((row) => [row.id, row.retired]));
  if (labelIds.some((id) => !found.has(id))) throw fieldError('labelIds', apiError('field.notCompanyLabel'));
  if (labelIds.some((id) => found.get(id) && !kept.includes(id))) throw fieldError('labelIds', RETIRED_CHOICE);
}

/** Label ids in the company's label order (the order a task answers and the history records them in). */
export async function inLabelOrder(orm: Orm, labelIds: readonly string[]): Promise<string[]> {
  if (labelIds.length < 2) return [...labelIds];
  const rows = await orm
    .select({ id: labels.id })
    .from(labels)
    .where(inArray(labels.id, [...labelIds]))
    .orderBy(labels.position, sql`lower(${labels.name})`, labels.id);
  return rows.map((row) => row.id);
}

/** The labels of some tasks now, by task, in the company's label order. */
export async function labelIdsOf(orm: Orm, taskIds: readonly string[]): Promise<Map<string, string[]>> {
  const byTask = new Map<string, string[]>(taskIds.map((id) => [id, []]));
  if (!taskIds.length) return byTask;
  const rows = await orm
    .select({ taskId: taskLabels.taskId, labelId: taskLabels.labelId })
    .from(taskLabels)
    .innerJoin(labels, eq(labels.id, taskLabels.labelId))
    .where(inArray(taskLabels.taskId, [...taskIds]))
    .orderBy(labels.position, sql`lower(${labels.name})`, labels.id);
  for (const row of rows) byTask.get(row.taskId)?.push(row.labelId);
  return byTask;
}

/** Gives a task exactly these labels (call it inside the write's transaction). */
export async function setTaskLabels(orm: Orm, taskId: string, labelIds: readonly string[]): Promise<void> {
  await orm.delete(taskLabels).where(eq(taskLabels.taskId, taskId));
  if (labelIds.length) await orm.insert(taskLabels).values(labelIds.map((labelId) => ({ taskId, labelId })));
}

/** The filters of a task list (type, priority, any of the labels) as one condition; none given keeps all. */
export function filterCondition(orm: Orm, filters: TaskFilters): SQL | undefined {
  return and(
    filters.type?.length ? inArray(tasks.type, filters.type) : undefined,
    filters.priority?.length ? inArray(tasks.priority, filters.priority) : undefined,
    filters.label?.length
      ? exists(
          orm
            .select({ one: sql`1` })
            .from(taskLabels)
            .where(and(eq(taskLabels.taskId, tasks.id), inArray(taskLabels.labelId, filters.label))),
        )
      : undefined,
  );
}

/** Whether any filter is given (a filtered list is not one of the prepared statements). */
export const isFiltered = (filters: TaskFilters): boolean =>
  Boolean(filters.type?.length || filters.priority?.length || filters.label?.length);
