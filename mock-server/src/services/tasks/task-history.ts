import { inArray } from 'drizzle-orm';
import type { TaskHistoryField } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { activityTypes, jobRoles, users } from '../../db/schema/core.js';
import { epics } from '../../db/schema/epics.js';
import { labels } from '../../db/schema/labels.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import { taskEvents } from '../../db/schema/task-activity.js';

type TaskRow = typeof tasks.$inferSelect;

/** The task fields the history follows, by their name in the history. */
const FOLLOWED: ReadonlyArray<[TaskHistoryField, keyof TaskRow]> = [
  ['title', 'title'],
  ['description', 'description'],
  ['link', 'link'],
  ['activityType', 'activityTypeId'],
  ['jobRole', 'jobRoleId'],
  ['assignee', 'assigneeId'],
  ['estimateHours', 'estimateHours'],
  ['status', 'status'],
  ['actualHours', 'actualHours'],
  ['route', 'route'],
  ['optimisticDate', 'optimisticDate'],
  ['conservativeDate', 'conservativeDate'],
  ['sprint', 'sprintId'],
  ['type', 'type'],
  ['priority', 'priority'],
  ['dueDate', 'dueDate'],
  ['parent', 'parentId'],
  ['epic', 'epicId'],
  ['storyPoints', 'storyPoints'],
];

/** How a link reads in the history of the task it is recorded on (`relation` values are `kind:taskId`). */
const RELATION_TEXT: Record<string, string> = {
  blocks: 'Blocks',
  blocked_by: 'Is blocked by',
  relates: 'Relates to',
  duplicates: 'Duplicates',
  duplicated_by: 'Is duplicated by',
};

export type TaskChange = { field: TaskHistoryField; from: string | null; to: string | null };

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);
const NUMERIC_FIELDS: ReadonlySet<TaskHistoryField> = new Set(['estimateHours', 'actualHours', 'storyPoints']);
/** numeric columns come back as '8.00' from the database and '8' from a body: compare them as numbers */
const same = (field: TaskHistoryField, a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && NUMERIC_FIELDS.has(field) && Number(a) === Number(b));

/** What changes between a task as it was and the values written to it (fields not written are left out). */
export function changesOf(before: TaskRow, written: Partial<TaskRow>): TaskChange[] {
  const changes: TaskChange[] = [];
  for (const [field, column] of FOLLOWED) {
    if (!(column in written)) continue;
    const from = text(before[column]);
    const to = text(written[column]);
    if (!same(field, from, to)) changes.push({ field, from, to });
  }
  return changes;
}

/**
 * Issue #49: a change of a task's labels, or null when `after` is not given or holds the same labels. The
 * values are the label ids joined by commas (null for none); the history shows their names.
 */
export function labelChange(before: readonly string[], after: readonly string[] | undefined): TaskChange | null {
  if (after === undefined) return null;
  const same = before.length === after.length && after.every((id) => before.includes(id));
  if (same) return null;
  return { field: 'labels', from: before.join(',') || null, to: after.join(',') || null };
}

const STATUS_TEXT: Record<string, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  stuck: 'Stuck',
  completed: 'Completed',
};

/** Readable text for raw values: names for ids, "Backlog" for no sprint, hours as numbers. */
async function labelsOf(
  orm: Orm,
  changes: TaskChange[],
): Promise<(field: TaskHistoryField, value: string | null) => string | null> {
  const idsOf = (fields: TaskHistoryField[]) => [
    ...new Set(
      changes
        .filter((change) => fields.includes(change.field))
        .flatMap((change) => [change.from, change.to])
        .filter((value): value is string => value !== null),
    ),
  ];
  const names = new Map<string, string>();
  const people = idsOf(['assignee']);
  const activities = idsOf(['activityType']);
  const roles = idsOf(['jobRole']);
  const sprintIds = idsOf(['sprint']);
  const labelIds = [...new Set(idsOf(['labels']).flatMap((value) => value.split(',')))];
  const epicIds = idsOf(['epic']);
  const taskIds = [...idsOf(['parent']), ...idsOf(['relation']).map((value) => value.slice(value.indexOf(':') + 1))];
  if (people.length)
    for (const row of await orm.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, people)))
      names.set(row.id, row.name);
  if (activities.length)
    for (const row of await orm
      .select({ id: activityTypes.id, name: activityTypes.name })
      .from(activityTypes)
      .where(inArray(activityTypes.id, activities)))
      names.set(row.id, row.name);
  if (roles.length)
    for (const row of await orm
      .select({ id: jobRoles.id, name: jobRoles.name })
      .from(jobRoles)
      .where(inArray(jobRoles.id, roles)))
      names.set(row.id, row.name);
  if (sprintIds.length)
    for (const row of await orm
      .select({ id: sprints.id, name: sprints.name })
      .from(sprints)
      .where(inArray(sprints.id, sprintIds)))
      names.set(row.id, row.name);
  if (labelIds.length)
    for (const row of await orm
      .select({ id: labels.id, name: labels.name })
      .from(labels)
      .where(inArray(labels.id, labelIds)))
      names.set(row.id, row.name);
  if (epicIds.length)
    for (const row of await orm
      .select({ id: epics.id, name: epics.name })
      .from(epics)
      .where(inArray(epics.id, epicIds)))
      names.set(row.id, row.name);
  if (taskIds.length)
    for (const row of await orm
      .select({ id: tasks.id, title: tasks.title })
      .from(tasks)
      .where(inArray(tasks.id, taskIds)))
      names.set(row.id, row.title);
  return (field, value) => readable(names, field, value);
}

/** One raw value in words, with the names `labelsOf` read for the ids of the changes. */
function readable(names: Map<string, string>, field: TaskHistoryField, value: string | null): string | null {
  if (field === 'labels')
    return value === null
      ? null
      : value
          .split(',')
          .map((id) => names.get(id) ?? 'a deleted label')
          .join(', ');
  // type and priority stay their contract values (story, urgent…), which the screens put in the reader's words
  if (field === 'relation' && value !== null) {
    const [kind = '', taskId = ''] = value.split(':');
    return `${RELATION_TEXT[kind] ?? kind} ${names.get(taskId) ?? 'a deleted task'}`;
  }
  if ((field === 'parent' || field === 'epic') && value !== null)
    return names.get(value) ?? (field === 'epic' ? 'a deleted epic' : 'a deleted task');
  if (field === 'sprint') return value === null ? 'Backlog' : (names.get(value) ?? 'a deleted sprint');
  if (value === null) return null;
  if (field === 'assignee' || field === 'activityType' || field === 'jobRole')
    return names.get(value) ?? 'someone removed';
  if (field === 'status') return STATUS_TEXT[value] ?? value;
  if (NUMERIC_FIELDS.has(field)) return String(Number(value));
  return value;
}

/** One task's changes by one actor at one moment. */
export type TaskHistoryEntry = {
  companyId: string;
  taskId: string;
  actorId: string | null;
  at: Date;
  changes: TaskChange[];
};

/**
 * Writes the history of one write to many tasks (call it inside the write's transaction): the same
 * changes, or each task's own, by `taskId`.
 */
export async function recordTaskEvents(orm: Orm, entries: ReadonlyArray<TaskHistoryEntry>): Promise<void> {
  const all = entries.flatMap((entry) => entry.changes);
  if (!all.length) return;
  const label = await labelsOf(orm, all);
  const rows = entries.flatMap((entry) =>
    entry.changes.map((change) => ({
      companyId: entry.companyId,
      taskId: entry.taskId,
      actorId: entry.actorId,
      field: change.field,
      fromValue: change.from,
      toValue: change.to,
      fromLabel: label(change.field, change.from),
      toLabel: label(change.field, change.to),
      at: entry.at,
    })),
  );
  // a bulk edit of 500 tasks stays well under the parameter limit in chunks
  for (let index = 0; index < rows.length; index += 1000)
    await orm.insert(taskEvents).values(rows.slice(index, index + 1000));
}
