import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import {
  HOLIDAY_CSV_COLUMNS,
  HOLIDAY_CSV_MAX_ROWS,
  isoDateSchema,
  type HolidayImportResult,
  type HolidayImportRow,
  type HolidayMapping,
  type ImportHolidaysBody,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { publicHolidays } from '../../db/schema/core.js';
import { apiError, conflict, fieldProblem, HttpError } from '../../http/errors.js';
import { spellingsOf } from '../../messages/messages.js';
import { isUniqueViolation } from '../db-errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { matchColumns, rememberedMapping, rememberMapping } from '../sheets/column-mapping.js';
import { readCsvRows } from '../sheets/sheet-reader.js';
import type { ServiceContext } from '../service-context.js';

const NAME_MAX = 80;

/** The header words of each column in the portal's languages, lower case; `day` is read as `date`. */
const DATE_HEADERS = ['day', ...spellingsOf('holidayImport.column.date')].map((word) => word.toLowerCase());
const NAME_HEADERS = spellingsOf('holidayImport.column.name').map((word) => word.toLowerCase());

type Columns = HolidayImportResult['columns'];
type Field = (typeof HOLIDAY_CSV_COLUMNS)[number];

const bySpelling = (header: string): Field | null => {
  const folded = header.toLowerCase();
  return DATE_HEADERS.includes(folded) ? 'date' : NAME_HEADERS.includes(folded) ? 'name' : null;
};

function missingHeaderError(missing: Field[]): HttpError {
  return new HttpError(
    400,
    apiError('holiday.missingHeader', { missing: missing.join(', ') }),
    missing.map((column) => fieldProblem(`csv.${column}`, apiError('field.headerColumnMissing'))),
  );
}

type ReadSheet = { rows: HolidayImportRow[]; columns: Columns; missingColumns: Field[] };

/**
 * Reads each row of a holidays CSV and says what is wrong with it, by row and column: a date that is not
 * YYYY-MM-DD, a missing or long name, a day twice in the file, a day that already has a holiday.
 */
async function readRows(
  orm: Orm,
  companyId: string,
  csv: string,
  chosen: HolidayMapping | undefined,
): Promise<ReadSheet> {
  // one more than allowed, so a longer file is known to be too long
  const [header, ...data] = readCsvRows(Buffer.from(csv, 'utf8'), HOLIDAY_CSV_MAX_ROWS + 2, 'csv');
  if (!header) throw new HttpError(400, apiError('holiday.empty'), [fieldProblem('csv', apiError('field.isEmpty'))]);
  if (data.length > HOLIDAY_CSV_MAX_ROWS)
    throw new HttpError(400, apiError('holiday.tooMany', { maximum: HOLIDAY_CSV_MAX_ROWS }), [
      fieldProblem('csv', apiError('field.atMostHolidays', { maximum: HOLIDAY_CSV_MAX_ROWS })),
    ]);
  const remembered = await rememberedMapping(orm, companyId, 'holidays');
  const matched = matchColumns(header, HOLIDAY_CSV_COLUMNS, bySpelling, chosen, remembered);
  const missingColumns = HOLIDAY_CSV_COLUMNS.filter((field) => !matched.some((entry) => entry.column === field));
  // until both fields have a header, the rows have nothing to be read by
  if (missingColumns.length) return { rows: [], columns: matched, missingColumns };
  const columns = {
    date: matched.findIndex((entry) => entry.column === 'date'),
    name: matched.findIndex((entry) => entry.column === 'name'),
  };
  const rows = data.map((cells, index) => ({
    row: index + 2,
    day: (cells[columns.date] ?? '').trim(),
    name: (cells[columns.name] ?? '').trim(),
    errors: [] as HolidayImportRow['errors'],
  }));
  const valid = rows
    .filter((row) => isoDateSchema.safeParse(row.day).success)
    .map((row) => row.day)
    .sort();
  const existing = valid.length
    ? await orm
        .select({ day: publicHolidays.day, name: publicHolidays.name })
        .from(publicHolidays)
        .where(
          and(
            eq(publicHolidays.companyId, companyId),
            // an import adds holidays for everyone: a location's own day does not collide with one
            isNull(publicHolidays.locationId),
            gte(publicHolidays.day, valid[0]!),
            lte(publicHolidays.day, valid[valid.length - 1]!),
          ),
        )
    : [];
  const taken = new Map(existing.map((row) => [row.day, row.name]));
  const firstRowOf = new Map<string, number>();
  for (const row of rows) {
    const date = isoDateSchema.safeParse(row.day);
    if (!row.day) row.errors.push({ column: 'date', message: 'is required' });
    else if (!date.success)
      row.errors.push({ column: 'date', message: date.error.issues[0]?.message ?? 'must be a date as YYYY-MM-DD' });
    else if (taken.has(row.day))
      row.errors.push({ column: 'date', message: `already has a public holiday ("${taken.get(row.day)}")` });
    else if (firstRowOf.has(row.day))
      row.errors.push({ column: 'date', message: `is also on row ${firstRowOf.get(row.day)}` });
    if (date.success && !firstRowOf.has(row.day)) firstRowOf.set(row.day, row.row);
    if (!row.name) row.errors.push({ column: 'name', message: 'is required' });
    else if (row.name.length > NAME_MAX)
      row.errors.push({ column: 'name', message: `must be at most ${NAME_MAX} characters` });
  }
  return { rows, columns: matched, missingColumns };
}

/**
 * Previews a holidays CSV, or saves every row of it in one transaction. A save with any row in error is
 * refused with 400, each problem named by row and column, and nothing is saved. Audited once, with the days.
 */
export async function importHolidays(ctx: ServiceContext, body: ImportHolidaysBody): Promise<HolidayImportResult> {
  const { orm, caller: auth } = ctx;
  if (body.preview) return { ...(await readRows(orm, auth.companyId, body.csv, body.mapping)), saved: 0 };
  return orm.transaction(async (tx) => {
    const { rows, columns, missingColumns } = await readRows(tx, auth.companyId, body.csv, body.mapping);
    if (missingColumns.length) throw missingHeaderError(missingColumns);
    const problems = rows.flatMap((row) =>
      row.errors.map((error) => ({ row: row.row, column: error.column, message: error.message })),
    );
    if (problems.length) {
      const first = problems[0]!;
      throw new HttpError(
        400,
        apiError('holiday.rowProblems', {
          count: problems.length,
          row: first.row,
          column: first.column,
          problem: first.message,
        }),
        problems.map((problem) => ({ field: `row ${problem.row}, ${problem.column}`, message: problem.message })),
      );
    }
    if (!rows.length)
      throw new HttpError(400, apiError('holiday.noRows'), [fieldProblem('csv', apiError('field.noHolidays'))]);
    await tx
      .insert(publicHolidays)
      .values(rows.map((row) => ({ companyId: auth.companyId, day: row.day, name: row.name })))
      .catch((error: unknown) => {
        // a holiday added on one of these days since they were read
        if (isUniqueViolation(error)) throw conflict(apiError('holiday.addedMeanwhile'));
        throw error;
      });
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'holidays.imported',
      target: { type: 'option', id: null, label: `${rows.length} public holiday${rows.length === 1 ? '' : 's'}` },
      after: { holidays: rows.map((row) => ({ day: row.day, name: row.name })) },
    });
    await rememberMapping(tx, auth.companyId, 'holidays', columns);
    return { columns, missingColumns, rows, saved: rows.length };
  });
}
