import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  createTaskBodySchema,
  isoDateSchema,
  TASK_IMPORT_COLUMNS,
  TASK_LABELS_MAX,
  TASK_PRIORITIES,
  TASK_TYPES,
  type TaskPriority,
  type TaskType,
  type FieldError,
  type TaskImportColumn,
  type TaskImportPreview,
  type TaskImportResult,
  type TaskImportRow,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { activityTypes, jobRoles, users } from '../../db/schema/core.js';
import { labels } from '../../db/schema/labels.js';
import { epics } from '../../db/schema/epics.js';
import { tasks } from '../../db/schema/sprints.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, conflict, fieldProblem, HttpError } from '../../http/errors.js';
import { fieldCode } from '../../http/field-codes.js';
import { AVATAR_MAX_BYTES } from '@timely/contract';
import { messagesIn, spellingsOf } from '../../messages/messages.js';
import { csvOf } from '../csv.js';
import { notifyAll, type NotificationText } from '../notifications.js';
import type { LoadedProject } from '../projects/project-rights.js';
import { loadSprint, rankAfterLast } from '../projects/sprint-write.js';
import type { SheetLimits } from '../../http/sheet-upload.js';
import { tasksLink } from './task-links.js';
import { addWatchers } from './task-watchers.js';
import { recordTaskEvents } from './task-history.js';
import { setTaskLabels } from './task-labels.js';
import type { ServiceContext } from '../service-context.js';
import { sideBySide } from '../../db/side-by-side.js';

const MAX_IMPORT_ROWS = 500;

type Values = Record<TaskImportColumn, string>;
type Checked = TaskImportRow & { task?: typeof tasks.$inferInsert; labelIds?: string[] };
/** The checked rows, and the sprint and project they go to (named in the assignees' notifications). */
type CheckedSheet = { rows: Checked[]; sprintName: string; projectName: string };

const fold = (cell: string) => cell.toLowerCase().replace(/[\s_-]/g, '');

/**
 * Header spellings people use, folded (lower case, no spaces, dashes or underscores), and the sample's headers
 * in each of the portal's languages, so a sample downloaded in German imports as it is.
 */
const HEADER_ALIASES: Record<string, TaskImportColumn> = {
  title: 'title',
  task: 'title',
  description: 'description',
  link: 'link',
  activity: 'activity',
  activitytype: 'activity',
  function: 'function',
  jobrole: 'function',
  assignee: 'assigneeEmail',
  assigneeemail: 'assigneeEmail',
  email: 'assigneeEmail',
  estimate: 'estimateHours',
  estimatehours: 'estimateHours',
  hours: 'estimateHours',
  points: 'storyPoints',
  storypoints: 'storyPoints',
  sp: 'storyPoints',
  kind: 'type',
  tasktype: 'type',
  label: 'labels',
  due: 'dueDate',
  duedate: 'dueDate',
  epic: 'epic',
  ...Object.fromEntries(
    TASK_IMPORT_COLUMNS.flatMap((column) =>
      spellingsOf(`taskImport.column.${column}`).map((spelling) => [fold(spelling), column]),
    ),
  ),
};

/** What one sprint-plan upload may be: 2 MB, 500 rows. */
export const TASK_SHEET_LIMITS: SheetLimits = { maxBytes: AVATAR_MAX_BYTES, maxRows: MAX_IMPORT_ROWS };

/**
 * The caller may import into this sprint: checked before an upload is read at all, so nobody without the
 * right makes the server unpack anything (checkSheet checks it again with the rows).
 */
export async function assertImportable(ctx: ServiceContext, sprintId: string): Promise<void> {
  const { orm, caller: auth } = ctx;
  const { sprint } = await loadSprint(orm, auth, sprintId, 'manage');
  if (sprint.closedAt) throw conflict(apiError('task.importClosed'));
}

/** Maps the header row to columns: 400 on `file` when there is no title or estimate column. */
function columnsOf(header: string[]): Array<TaskImportColumn | null> {
  const columns = header.map((cell) => HEADER_ALIASES[fold(cell)] ?? null);
  const missing = (['title', 'estimateHours'] as const).filter((column) => !columns.includes(column));
  if (missing.length)
    throw new HttpError(
      400,
      apiError('sheet.missingColumns', { columns: TASK_IMPORT_COLUMNS.join(', '), missing: missing.join(', ') }),
      [fieldProblem('file', apiError('field.missesColumn', { column: missing.join(', ') }))],
    );
  return columns;
}

/** What a sheet's names are checked against: the company's options and people, and the project's team and epics. */
type SheetReferences = Awaited<ReturnType<typeof sheetReferences>>;

async function sheetReferences(orm: Orm, auth: AuthContext, project: LoadedProject) {
  const [roleRows, activityRows, teamRows, labelRows, companyPeople, epicRows] = await sideBySide(orm, [
    async () =>
      orm.select({ id: jobRoles.id, name: jobRoles.name }).from(jobRoles).where(eq(jobRoles.companyId, auth.companyId)),
    async () =>
      orm
        .select({ id: activityTypes.id, name: activityTypes.name, jobRoleId: activityTypes.jobRoleId })
        .from(activityTypes)
        .innerJoin(jobRoles, eq(jobRoles.id, activityTypes.jobRoleId))
        .where(eq(jobRoles.companyId, auth.companyId)),
    async () =>
      orm
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.companyId, auth.companyId),
            isNull(users.deletedAt),
            inArray(users.id, [...project.managerIds, ...project.memberIds, auth.userId]),
          ),
        ),
    async () =>
      orm
        .select({ id: labels.id, name: labels.name, retired: sql<boolean>`${labels.retiredAt} IS NOT NULL` })
        .from(labels)
        .where(eq(labels.companyId, auth.companyId)),
    async () =>
      orm
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.companyId, auth.companyId), isNull(users.deletedAt))),
    async () =>
      orm
        .select({ id: epics.id, name: epics.name })
        .from(epics)
        .where(and(eq(epics.projectId, project.row.id), isNull(epics.deletedAt))),
  ]);
  return {
    roleRows,
    activityRows,
    teamRows,
    labelRows,
    epicRows,
    team: new Set([...project.managerIds, ...project.memberIds]),
    companyEmails: new Set(companyPeople.map((person) => foldName(person.email))),
  };
}

const foldName = (value: string) => value.trim().toLowerCase();

/**
 * Checks every row of a sprint plan against the company's options and the project's team, the way
 * creating a task by hand does (the contract's field rules). Never trusts a previous preview.
 */
export async function checkSheet(ctx: ServiceContext, sprintId: string, cells: string[][]): Promise<CheckedSheet> {
  const { orm, caller: auth } = ctx;
  const now = ctx.now();
  const { sprint, project } = await loadSprint(orm, auth, sprintId, 'manage');
  if (sprint.closedAt) throw conflict(apiError('task.importClosed'));
  if (cells.length < 2)
    throw new HttpError(400, apiError('task.noRows'), [fieldProblem('file', apiError('field.noTaskRows'))]);
  if (cells.length - 1 > MAX_IMPORT_ROWS)
    throw new HttpError(400, apiError('sheet.moreRows', { maximum: MAX_IMPORT_ROWS }), [
      fieldProblem('file', apiError('field.atMostRows', { maximum: MAX_IMPORT_ROWS })),
    ]);
  const columns = columnsOf(cells[0]!);
  const refs = await sheetReferences(orm, auth, project);
  const rows = cells.slice(1).map((cellsOfRow, index): Checked => {
    const values = Object.fromEntries(TASK_IMPORT_COLUMNS.map((column) => [column, ''])) as Values;
    columns.forEach((column, position) => {
      if (column) values[column] = (cellsOfRow[position] ?? '').trim();
    });
    return checkRow(values, index + 2, refs, { auth, project, sprintId, now });
  });
  return { rows, sprintName: sprint.name, projectName: project.row.name };
}

/** A row's job role (by name) and activity (by name, of that role when one is given), each problem named. */
function roleAndActivity(values: Values, refs: SheetReferences, errors: FieldError[]) {
  const role = values.function
    ? refs.roleRows.find((entry) => foldName(entry.name) === foldName(values.function))
    : undefined;
  if (values.function && !role)
    errors.push(fieldProblem('function', apiError('field.notJobRoleOfCompany', { name: values.function })));
  if (!values.activity) return { role, activity: undefined };
  const named = refs.activityRows.filter(
    (entry) => foldName(entry.name) === foldName(values.activity) && (!role || entry.jobRoleId === role.id),
  );
  if (named.length > 1)
    errors.push(fieldProblem('activity', apiError('field.activityOfSeveralRoles', { name: values.activity })));
  else if (!named.length)
    errors.push(
      fieldProblem(
        'activity',
        role
          ? apiError('field.notActivityOfRole', { role: role.name, name: values.activity })
          : apiError('field.notActivityOfCompany', { name: values.activity }),
      ),
    );
  return { role, activity: named.length === 1 ? named[0] : undefined };
}

/** A row's assignee: someone on the project's team, by e-mail; another peer or a stranger is named as such. */
function assigneeOf(values: Values, refs: SheetReferences, errors: FieldError[]): string | null {
  if (!values.assigneeEmail) return null;
  const person = refs.teamRows.find((entry) => foldName(entry.email) === foldName(values.assigneeEmail));
  if (person && refs.team.has(person.id)) return person.id;
  const code = refs.companyEmails.has(foldName(values.assigneeEmail))
    ? 'field.assigneeNotOnTeam'
    : 'field.assigneeNotPeer';
  errors.push(fieldProblem('assigneeEmail', apiError(code, { email: values.assigneeEmail })));
  return null;
}

/** One row checked: its problems, or the task it makes. */
function checkRow(
  values: Values,
  rowNumber: number,
  refs: SheetReferences,
  target: { auth: AuthContext; project: LoadedProject; sprintId: string; now: Date },
): Checked {
  const { auth, project, sprintId, now } = target;
  const errors: FieldError[] = [];
  const { role, activity } = roleAndActivity(values, refs, errors);
  const assigneeId = assigneeOf(values, refs, errors);
  const fields = workItemFields(values, refs.labelRows, errors);
  const epic = values.epic ? refs.epicRows.find((entry) => foldName(entry.name) === foldName(values.epic)) : undefined;
  if (values.epic && !epic)
    errors.push(
      fieldProblem('epic', apiError('field.notEpicOfProject', { project: project.row.name, name: values.epic })),
    );
  const points = numberCell(values.storyPoints ?? '');
  const parsed = createTaskBodySchema.safeParse({
    title: values.title,
    description: values.description,
    link: values.link,
    estimateHours: numberCell(values.estimateHours),
    ...(points === undefined ? {} : { storyPoints: points }),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors.push({ field: String(issue.path[0] ?? 'file'), message: issue.message, ...fieldCode(issue.message) });
  }
  const row = { row: rowNumber, values, errors };
  if (errors.length || !parsed.success) return row;
  const { storyPoints } = parsed.data;
  return {
    ...row,
    task: {
      companyId: auth.companyId,
      projectId: project.row.id,
      sprintId,
      title: parsed.data.title,
      description: parsed.data.description ?? '',
      link: parsed.data.link ?? '',
      activityTypeId: activity?.id ?? null,
      jobRoleId: role?.id ?? activity?.jobRoleId ?? null,
      assigneeId,
      estimateHours: String(parsed.data.estimateHours),
      storyPoints: storyPoints === undefined || storyPoints === null ? null : String(storyPoints),
      type: fields.type,
      priority: fields.priority,
      dueDate: fields.dueDate,
      epicId: epic?.id ?? null,
      createdBy: auth.userId,
      createdAt: now,
      updatedAt: now,
    },
    labelIds: fields.labelIds,
  };
}

/** A number cell as a number (a decimal comma taken), undefined when empty, the text itself when it is not one (the schema names it). */
function numberCell(cell: string): number | string | undefined {
  if (cell === '') return undefined;
  const value = Number(cell.replace(',', '.'));
  return Number.isNaN(value) ? cell : value;
}

const LABEL_SEPARATOR = /[,;]/;

/**
 * Issue #49: the optional Type, Priority, Labels (names, separated by commas or semicolons) and Due date
 * cells of a row, each problem named by its column. An empty cell gives the default (task, no priority, no
 * labels, no due date).
 */
function workItemFields(
  values: Values,
  labelRows: Array<{ id: string; name: string; retired: boolean }>,
  errors: FieldError[],
): { type: TaskType; priority: TaskPriority; dueDate: string | null; labelIds: string[] } {
  const folded = (value: string) => value.trim().toLowerCase();
  const type = (TASK_TYPES as readonly string[]).find((entry) => entry === folded(values.type)) as TaskType | undefined;
  if (values.type && !type)
    errors.push(
      fieldProblem('type', apiError('field.notOneOfChoices', { choices: TASK_TYPES.join(', '), value: values.type })),
    );
  const priority = (TASK_PRIORITIES as readonly string[]).find((entry) => entry === folded(values.priority)) as
    TaskPriority | undefined;
  if (values.priority && !priority)
    errors.push(
      fieldProblem(
        'priority',
        apiError('field.notOneOfChoices', { choices: TASK_PRIORITIES.join(', '), value: values.priority }),
      ),
    );
  let dueDate: string | null = null;
  if (values.dueDate) {
    const parsed = isoDateSchema.safeParse(values.dueDate);
    if (parsed.success) dueDate = parsed.data;
    else {
      const message = parsed.error.issues[0]!.message;
      errors.push({ field: 'dueDate', message, ...fieldCode(message) });
    }
  }
  const names = [
    ...new Set(
      values.labels
        .split(LABEL_SEPARATOR)
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  const labelIds: string[] = [];
  for (const name of names) {
    const label = labelRows.find((entry) => folded(entry.name) === folded(name));
    if (!label) errors.push(fieldProblem('labels', apiError('field.notLabelOfCompany', { name })));
    else if (label.retired) errors.push(fieldProblem('labels', apiError('field.retiredLabel', { name })));
    else labelIds.push(label.id);
  }
  if (names.length > TASK_LABELS_MAX)
    errors.push(fieldProblem('labels', apiError('field.labelsAtMost', { maximum: TASK_LABELS_MAX })));
  return { type: type ?? 'task', priority: priority ?? 'none', dueDate, labelIds };
}

export function previewOf({ rows }: CheckedSheet): TaskImportPreview {
  const clean = rows.map(({ row, values, errors }) => ({ row, values, errors }));
  const validCount = rows.filter((entry) => entry.task).length;
  return { rows: clean, validCount, invalidCount: rows.length - validCount };
}

/**
 * POST …/tasks/import: the valid rows, checked again, saved in one transaction. Each assignee other than
 * the importer hears once, however many of the rows are theirs (as a task made by hand tells its assignee).
 */
export async function importSheet(ctx: ServiceContext, sprintId: string, cells: string[][]): Promise<TaskImportResult> {
  const { caller: auth } = ctx;
  const sheet = await checkSheet(ctx, sprintId, cells);
  const validRows = sheet.rows.filter((entry) => entry.task);
  const valid = validRows.map((entry) => entry.task!);
  if (valid.length) {
    await ctx.orm.transaction(async (tx) => {
      // the imported tasks go last in the sprint, in the sheet's order, each with its "created" history
      const base = await rankAfterLast(tx, valid[0]!.projectId, sprintId);
      const inserted = await tx
        .insert(tasks)
        .values(valid.map((task, index) => ({ ...task, rank: base + index })))
        .returning({ id: tasks.id });
      // returned in the order inserted: the sheet's
      for (const [index, row] of inserted.entries())
        if (validRows[index]!.labelIds?.length) await setTaskLabels(tx, row.id, validRows[index]!.labelIds!);
      const now = ctx.now();
      await recordTaskEvents(
        tx,
        inserted.map((row) => ({
          companyId: auth.companyId,
          taskId: row.id,
          actorId: auth.userId,
          at: now,
          changes: [{ field: 'created' as const, from: null, to: null }],
        })),
      );
      for (const [index, row] of inserted.entries()) {
        await addWatchers(tx, row.id, [auth.userId], 'creator', now);
        await addWatchers(tx, row.id, [valid[index]!.assigneeId], 'assignee', now);
      }
      await notifyAll(
        tx,
        [...titlesByAssignee(valid, auth.userId)].map(([assigneeId, titles]) => {
          const title: NotificationText =
            titles.length === 1
              ? { code: 'task.assigned', params: { task: titles[0]! } }
              : {
                  code: 'task.assignedMany',
                  params: { count: titles.length, task: titles[0]!, more: titles.length - 1 },
                };
          return {
            companyId: auth.companyId,
            userId: assigneeId,
            kind: 'task_assigned',
            title,
            body: { code: 'task.where', params: { project: sheet.projectName, sprint: sheet.sprintName } },
            link: tasksLink(sprintId),
          };
        }),
      );
    });
  }
  return { ...previewOf(sheet), created: valid.length };
}

function titlesByAssignee(rows: Array<typeof tasks.$inferInsert>, importerId: string): Map<string, string[]> {
  const byAssignee = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.assigneeId || row.assigneeId === importerId) continue;
    byAssignee.set(row.assigneeId, [...(byAssignee.get(row.assigneeId) ?? []), row.title]);
  }
  return byAssignee;
}

/**
 * The sample sheet in the reader's language: the header and two rows that import as they are (the company's
 * own options, a team member).
 */
export async function sampleSheet(ctx: ServiceContext, sprintId: string): Promise<string> {
  const { orm, caller: auth } = ctx;
  const language = await ctx.language();
  const { project } = await loadSprint(orm, auth, sprintId, 'manage');
  const [activity] = await orm
    .select({ name: activityTypes.name, role: jobRoles.name })
    .from(activityTypes)
    .innerJoin(jobRoles, eq(jobRoles.id, activityTypes.jobRoleId))
    .where(eq(jobRoles.companyId, auth.companyId))
    .orderBy(jobRoles.name, activityTypes.name)
    .limit(1);
  const someone = project.memberIds[0] ?? project.managerIds[0] ?? auth.userId;
  const [me] = await orm.select({ email: users.email }).from(users).where(eq(users.id, someone));
  const messages = messagesIn(language);
  // an option name such as =HYPERLINK(…) stays text when the sheet is opened, as in the exports
  return csvOf(
    TASK_IMPORT_COLUMNS.map((column) => messages[`taskImport.column.${column}`]),
    [
      [
        messages['taskImport.sample.title'],
        messages['taskImport.sample.description'],
        'https://example.com/specs/sign-up',
        activity?.name ?? '',
        activity?.role ?? '',
        me?.email ?? '',
        '6',
        '3',
        'story',
        'high',
        '',
        '',
        '',
      ],
      [
        messages['taskImport.sample.openTitle'],
        messages['taskImport.sample.openDescription'],
        '',
        '',
        '',
        '',
        '1.5',
        '',
        'chore',
        '',
        '',
        '',
        '',
      ],
    ],
  );
}
