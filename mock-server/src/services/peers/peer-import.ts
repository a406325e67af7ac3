import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  createPeerBodySchema,
  OPTION_NAME_MAX,
  PEER_IMPORT_COLUMNS,
  PEER_IMPORT_LIMITS,
  peopleDayProblem,
  roleForLevel,
  type FieldError,
  type Level,
  type PeerImportColumn,
  type PeerImportMapping,
  type PeerImportPreview,
  type PeerImportResult,
  type PeerImportRow,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema/auth.js';
import { companies, designations, jobRoles, locations, users } from '../../db/schema/core.js';
import { apiError, conflict, fieldProblem, HttpError } from '../../http/errors.js';
import { messagesIn } from '../../messages/messages.js';
import { recordAudit } from '../audit/audit-log.js';
import { companyTimeZoneOf } from '../company/company-days.js';
import { csvOf } from '../csv.js';
import { isUniqueViolation } from '../db-errors.js';
import { mailInvitation, newTokenRow } from '../password-tokens.js';
import { hashPassword } from '../passwords.js';
import { EMAIL_TAKEN } from './peer-checks.js';
import { matchColumns, rememberedMapping, rememberMapping } from '../sheets/column-mapping.js';
import {
  foldHeader,
  levelOf,
  optionNamesOf,
  peerEmailsOf,
  type OptionName,
  type OptionNames,
} from './peer-import-cells.js';
import type { ServiceContext } from '../service-context.js';
import { sideBySide } from '../../db/side-by-side.js';

type Values = Record<PeerImportColumn, string>;
type NewPeer = {
  name: string;
  email: string;
  employeeId: string;
  level: Level;
  jobRoleId: string | null;
  designationId: string | null;
  locationId: string | null;
  hireDate: string | null;
  managerId: string | null;
};
type Checked = PeerImportRow & { peer?: NewPeer };
/** The rows checked, and the headers that name no column (their cells are not imported). */
type CheckedSheet = {
  rows: Checked[];
  ignoredColumns: string[];
  columns: SheetColumns;
  missingColumns: PeerImportColumn[];
};
type OptionColumn = 'jobRole' | 'designation' | 'location';

const { maxRows, maxCellLength } = PEER_IMPORT_LIMITS;
const REQUIRED_COLUMNS = ['name', 'email', 'employeeId'] as const;

type SheetColumns = PeerImportPreview['columns'];

function missingOf(columns: SheetColumns): PeerImportColumn[] {
  return REQUIRED_COLUMNS.filter((column) => !columns.some((entry) => entry.column === column));
}

function missingColumnsError(missing: PeerImportColumn[]): HttpError {
  return new HttpError(
    400,
    apiError('sheet.missingColumns', { columns: PEER_IMPORT_COLUMNS.join(', '), missing: missing.join(', ') }),
    [fieldProblem('file', apiError('field.missesColumn', { column: missing.join(', ') }))],
  );
}

/**
 * Checks every row of a peers sheet the way adding a peer by hand does (the contract's field rules, its
 * limits included), plus what only a sheet can get wrong: option lists by name (a retired entry said so),
 * and an email or employee id given twice in the file. Never trusts an earlier preview: the import calls it
 * again. A header that names no column is reported, not silently dropped.
 */
export async function checkPeerSheet(
  ctx: ServiceContext,
  cells: string[][],
  chosen?: PeerImportMapping,
): Promise<CheckedSheet> {
  const { orm, caller: auth } = ctx;
  if (cells.length < 2)
    throw new HttpError(400, apiError('peer.noRows'), [fieldProblem('file', apiError('field.noPeerRows'))]);
  if (cells.length - 1 > maxRows)
    throw new HttpError(400, apiError('sheet.moreRows', { maximum: maxRows }), [
      fieldProblem('file', apiError('field.atMostRows', { maximum: maxRows })),
    ]);
  const header = cells[0]!;
  const remembered = await rememberedMapping(orm, auth.companyId, 'peers');
  const columns = matchColumns(header, PEER_IMPORT_COLUMNS, foldHeader, chosen, remembered);
  const ignoredColumns = columns.flatMap((entry) => (entry.column || !entry.header ? [] : [entry.header]));
  const missingColumns = missingOf(columns);
  // until every required field has a header, the rows have nothing to be checked against
  if (missingColumns.length) return { rows: [], ignoredColumns, columns, missingColumns };
  const [options, peerEmails] = await Promise.all([
    optionNamesOf(orm, auth.companyId),
    peerEmailsOf(orm, auth.companyId),
  ]);
  const fields = columns.map((entry) => entry.column);
  const rows = cells
    .slice(1)
    .map((rowCells, index) => checkRow(index + 2, cellsOf(fields, rowCells), options, peerEmails));
  await markTaken(orm, auth.companyId, rows);
  return {
    rows: rows.map((row) => (row.errors.length ? { row: row.row, values: row.values, errors: row.errors } : row)),
    ignoredColumns,
    columns,
    missingColumns,
  };
}

/** Each column's cell, trimmed and whole: the checks see all of it, whatever the preview shows. */
function cellsOf(columns: Array<PeerImportColumn | null>, rowCells: string[]): Values {
  const values = Object.fromEntries(PEER_IMPORT_COLUMNS.map((column) => [column, ''])) as Values;
  columns.forEach((column, position) => {
    if (column) values[column] = (rowCells[position] ?? '').trim();
  });
  return values;
}

const RETIRED = {
  jobRole: 'field.retiredJobRole',
  designation: 'field.retiredDesignation',
  location: 'field.retiredLocation',
} as const;
const NOT_OURS = {
  jobRole: 'field.notJobRoleOfCompany',
  designation: 'field.notDesignationOfCompany',
  location: 'field.notLocationOfCompany',
} as const;

function checkRow(row: number, cells: Values, options: OptionNames, peerEmails: Map<string, string>): Checked {
  // the preview shows a long cell cut; the row's error names the field's own limit
  const values = Object.fromEntries(
    PEER_IMPORT_COLUMNS.map((column) => [column, cells[column].slice(0, maxCellLength)]),
  ) as Values;
  const errors: FieldError[] = [];
  const level = levelOf(cells.level);
  if (!level) errors.push(fieldProblem('level', apiError('field.levelName')));
  const named = (field: OptionColumn, list: Map<string, OptionName>) => {
    const cell = cells[field];
    if (!cell) return null;
    if (cell.length > OPTION_NAME_MAX) {
      errors.push(fieldProblem(field, apiError('field.tooLong', { maximum: OPTION_NAME_MAX })));
      return null;
    }
    const option = list.get(cell.toLowerCase());
    if (option?.retired) errors.push(fieldProblem(field, apiError(RETIRED[field], { name: cell })));
    else if (!option) errors.push(fieldProblem(field, apiError(NOT_OURS[field], { name: cell })));
    return option && !option.retired ? option.id : null;
  };
  const refs = {
    jobRoleId: named('jobRole', options.jobRoles),
    designationId: named('designation', options.designations),
    locationId: named('location', options.locations),
  };
  // people records: a hire date as YYYY-MM-DD, a manager by the email of a peer already in the company
  const hireProblem = cells.hireDate ? peopleDayProblem(cells.hireDate) : null;
  if (hireProblem) errors.push({ field: 'hireDate', message: hireProblem });
  const managerId = cells.manager ? (peerEmails.get(cells.manager.toLowerCase()) ?? null) : null;
  if (cells.manager && !managerId)
    errors.push({
      field: 'manager',
      message: `"${cells.manager.slice(0, maxCellLength)}" is not the email of a peer of your company`,
    });
  const parsed = createPeerBodySchema.safeParse({
    name: cells.name || undefined,
    email: cells.email || undefined,
    employeeId: cells.employeeId || undefined,
    level: level ?? 'level1',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors.push({ field: String(issue.path[0] ?? 'file'), message: issue.message });
  }
  if (errors.length || !parsed.success || !level) return { row, values, errors };
  return {
    row,
    values,
    errors,
    peer: {
      name: parsed.data.name,
      email: parsed.data.email,
      employeeId: parsed.data.employeeId,
      level,
      ...refs,
      hireDate: cells.hireDate || null,
      managerId,
    },
  };
}

/** Emails and employee ids said twice in the file, or held already (emails: by anyone; employee ids: in the company). */
async function markTaken(orm: Orm, companyId: string, rows: Checked[]): Promise<void> {
  const emails = rows.flatMap((row) => (row.peer ? [row.peer.email] : []));
  const employeeIds = rows.flatMap((row) => (row.peer ? [row.peer.employeeId] : []));
  const [emailHolders, idHolders] = await sideBySide(orm, [
    async () =>
      emails.length
        ? orm
            .select({ email: users.email, companyId: users.companyId, deletedAt: users.deletedAt })
            .from(users)
            .where(inArray(users.email, emails))
        : [],
    async () =>
      employeeIds.length
        ? orm
            .select({ employeeId: users.employeeId, deletedAt: users.deletedAt })
            .from(users)
            .where(and(eq(users.companyId, companyId), inArray(users.employeeId, employeeIds)))
        : [],
  ]);
  const emailTaken = new Map(
    emailHolders.map((holder) => [
      holder.email,
      holder.companyId === companyId && holder.deletedAt
        ? 'belongs to a deleted peer; restore them instead'
        : EMAIL_TAKEN,
    ]),
  );
  const idTaken = new Map(
    idHolders.map((holder) => [
      holder.employeeId,
      holder.deletedAt ? 'belongs to a deleted peer' : 'is already used by another peer',
    ]),
  );
  const firstEmail = new Map<string, number>();
  const firstId = new Map<string, number>();
  for (const row of rows) {
    if (!row.peer) continue;
    const { email, employeeId } = row.peer;
    const emailMessage =
      emailTaken.get(email) ??
      (firstEmail.has(email) ? `is already in row ${firstEmail.get(email)} of this file` : null);
    const idMessage =
      idTaken.get(employeeId) ??
      (firstId.has(employeeId) ? `is already in row ${firstId.get(employeeId)} of this file` : null);
    if (!firstEmail.has(email)) firstEmail.set(email, row.row);
    if (!firstId.has(employeeId)) firstId.set(employeeId, row.row);
    if (emailMessage) row.errors.push({ field: 'email', message: emailMessage });
    if (idMessage) row.errors.push({ field: 'employeeId', message: idMessage });
    if (row.errors.length) delete row.peer;
  }
}

export function previewOf({ rows, ignoredColumns, columns, missingColumns }: CheckedSheet): PeerImportPreview {
  const clean = rows.map(({ row, values, errors }) => ({ row, values, errors }));
  const validCount = rows.filter((entry) => entry.peer).length;
  return { columns, missingColumns, rows: clean, ignoredColumns, validCount, invalidCount: rows.length - validCount };
}

/**
 * POST /v2/peers/import: the sheet checked again, its valid rows added in one transaction with their
 * invitation links and one audit entry (all or none: a clash with a peer added meanwhile refuses the lot).
 * Rows with errors are left out. The invitation emails go once the answer is on its way.
 */
export async function importPeerSheet(
  ctx: ServiceContext,
  cells: string[][],
  chosen?: PeerImportMapping,
): Promise<PeerImportResult> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const sheet = await checkPeerSheet(ctx, cells, chosen);
  if (sheet.missingColumns.length) throw missingColumnsError(sheet.missingColumns);
  await rememberMapping(orm, auth.companyId, 'peers', sheet.columns);
  const peers = sheet.rows.flatMap((row) => (row.peer ? [row.peer] : []));
  if (!peers.length) return { ...previewOf(sheet), created: 0 };
  // nobody knows this password (one hash for the whole sheet: hashing is slow on purpose); each peer chooses theirs through the link
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'), ctx.config.passwordCost);
  const now = ctx.now();
  const timeZone = await companyTimeZoneOf(orm, auth.companyId);
  const invited = await orm
    .transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values(
          peers.map((peer) => ({
            ...peer,
            companyId: auth.companyId,
            timeZone,
            passwordHash,
            role: roleForLevel(peer.level),
            invitation: 'pending' as const,
            invitedAt: now,
          })),
        )
        .returning({ id: users.id, name: users.name, email: users.email });
      const links = inserted.map((user) => ({ user, ...newTokenRow(ctx, user.id, 'invite', auth.userId) }));
      await tx.insert(passwordResetTokens).values(links.map((link) => link.row));
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorId: auth.userId,
        kind: 'peers.imported',
        target: {
          type: 'company',
          id: auth.companyId,
          label: `${inserted.length} peer${inserted.length === 1 ? '' : 's'}`,
        },
        after: { count: inserted.length, peers: inserted.map((user) => `${user.name} <${user.email}>`).join(', ') },
        at: now,
      });
      return links;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(apiError('peer.importRace'));
      throw error;
    });
  const [company] = await orm.select({ name: companies.name }).from(companies).where(eq(companies.id, auth.companyId));
  ctx.afterReply('peer import invitations', async () => {
    for (const { user, token } of invited) {
      try {
        await mailInvitation(ctx, { ...user, companyId: auth.companyId }, token, auth.userId, company?.name);
      } catch (error) {
        // one address the mail server refuses must not keep the others from their invitation; resend is on the peers list
        ctx.log.error({ err: error, userId: user.id }, 'peer import: invitation mail failed');
      }
    }
  });
  return { ...previewOf(sheet), created: invited.length };
}

/**
 * The template in the caller's language: the header and two rows that import as they are (their company's own
 * option names).
 */
export async function peerTemplate(ctx: ServiceContext): Promise<string> {
  const language = await ctx.language();
  const first = async (table: typeof jobRoles | typeof designations | typeof locations) =>
    (
      await ctx.orm
        .select({ name: table.name })
        .from(table)
        .where(eq(table.companyId, ctx.caller.companyId))
        .orderBy(table.name)
        .limit(1)
    )[0]?.name ?? '';
  const [jobRole, designation, location] = await Promise.all([first(jobRoles), first(designations), first(locations)]);
  const messages = messagesIn(language);
  // an option name such as =HYPERLINK(…) stays text when the sheet is opened, as in the exports
  return csvOf(
    PEER_IMPORT_COLUMNS.map((column) => messages[`peerImport.column.${column}`]),
    [
      [
        'Jane Doe',
        'jane.doe@example.com',
        'EMP-0101',
        jobRole,
        designation,
        location,
        messages['level.level1'],
        '2026-07-01',
        '',
      ],
      ['Sam Lee', 'sam.lee@example.com', 'EMP-0102', '', '', '', messages['peerImport.managerLevel'], '', ''],
    ],
  );
}
