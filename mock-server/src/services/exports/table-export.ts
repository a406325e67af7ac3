import { PassThrough, Readable } from 'node:stream';
import type * as ExcelJS from 'exceljs';
import type { ExportFormat } from '@timely/contract';
import { cellText, csvLine, defusedText } from '../csv.js';

/*
 * The one writer of the table exports (docs/api.md "Exports"): the columns of a screen, headed in the reader's
 * language, and its rows as they come from the screen's own query, written as CSV (UTF-8 with a BOM, so
 * spreadsheets read the accents and Arabic right) or as an XLSX workbook whose dates and numbers are typed
 * cells. Both are streamed: no file is built whole in memory.
 */

/**
 * How a column's values are written. `text` (the default) is defused (services/csv.ts) in both formats;
 * `number` is a number cell (`decimals` fixes the places shown); `date` is a yyyy-mm-dd day and `dateTime` an
 * ISO instant, written ISO in CSV and as real Excel dates (UTC) in XLSX.
 */
export type ExportColumnType = 'text' | 'number' | 'date' | 'dateTime';

export type ExportValue = string | number | Date | null | undefined;

export interface ExportColumn<Row> {
  header: string;
  type?: ExportColumnType;
  decimals?: number;
  /** Its width in XLSX, in characters (a guess from the header when not given). */
  width?: number;
  value: (row: Row) => ExportValue;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const BOM = '\uFEFF';
/** Lines gathered before a CSV chunk is handed on. */
const CSV_CHUNK_LINES = 200;

export type Rows<Row> = AsyncIterable<Row> | Iterable<Row>;

/** A value as CSV writes it: numbers with a dot (fixed places when asked), dates ISO, text defused. */
function csvValue<Row>(column: ExportColumn<Row>, value: ExportValue): string {
  if (value === null || value === undefined || value === '') return '';
  if (column.type === 'number' && typeof value === 'number' && column.decimals !== undefined)
    return value.toFixed(column.decimals);
  return cellText(value);
}

/** A day (yyyy-mm-dd) or an instant as a Date for a typed XLSX cell; text that is neither stays text. */
function dateOf(value: string | Date): Date | string {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? defusedText(value) : instant;
}

/** A value as an XLSX cell: typed for numbers and dates, defused text otherwise, nothing for an empty one. */
function xlsxValue<Row>(column: ExportColumn<Row>, value: ExportValue): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (column.type) {
    case 'number':
      return typeof value === 'number'
        ? value
        : Number.isFinite(Number(value))
          ? Number(value)
          : defusedText(String(value));
    case 'date':
    case 'dateTime':
      return dateOf(value instanceof Date || typeof value === 'string' ? value : String(value));
    default:
      return defusedText(cellText(value));
  }
}

function numberFormat<Row>(column: ExportColumn<Row>): string | undefined {
  switch (column.type) {
    case 'date':
      return 'yyyy-mm-dd';
    case 'dateTime':
      return 'yyyy-mm-dd hh:mm:ss';
    case 'number':
      return column.decimals ? `0.${'0'.repeat(column.decimals)}` : undefined;
    default:
      return undefined;
  }
}

async function* csvChunks<Row>(columns: readonly ExportColumn<Row>[], rows: Rows<Row>): AsyncGenerator<string> {
  let lines = [BOM + csvLine(columns.map((column) => column.header))];
  for await (const row of rows) {
    lines.push(columns.map((column) => csvCellOf(column, row)).join(','));
    if (lines.length >= CSV_CHUNK_LINES) {
      yield `${lines.join('\r\n')}\r\n`;
      lines = [];
    }
  }
  if (lines.length > 0) yield `${lines.join('\r\n')}\r\n`;
}

function csvCellOf<Row>(column: ExportColumn<Row>, row: Row): string {
  const value = column.value(row);
  // a number or a date cannot run (a negative number stays a number); text goes through csvLine: the same
  // defusing and quoting as every CSV the API writes
  if (typeof value === 'number' || value instanceof Date) return csvValue(column, value);
  return csvLine([csvValue(column, value)]);
}

/**
 * The XLSX writer, loaded on the first XLSX export: it is the heaviest library the API uses, and a process
 * that never writes a workbook (most never do) starts without it.
 */
let excel: Promise<typeof ExcelJS> | null = null;
function loadExcel(): Promise<typeof ExcelJS> {
  // a CommonJS package: its exports arrive as the module's default, which its typings do not declare
  excel ??= import('exceljs').then((module) => (module as unknown as { default: typeof ExcelJS }).default);
  return excel;
}

function xlsxStream<Row>(columns: readonly ExportColumn<Row>[], rows: Rows<Row>, sheetName: string): Readable {
  const out = new PassThrough();
  const write = async () => {
    const { stream } = await loadExcel();
    const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column, index) => ({
      key: String(index),
      width: column.width ?? Math.min(60, Math.max(12, column.header.length + 2)),
      style: { numFmt: numberFormat(column) },
    }));
    const header = sheet.addRow(columns.map((column) => defusedText(column.header)));
    header.font = { bold: true };
    header.commit();
    for await (const row of rows) sheet.addRow(columns.map((column) => xlsxValue(column, column.value(row)))).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** The rows of `columns` as a stream of the file `format` asks for. */
export function tableExport<Row>(
  format: ExportFormat,
  columns: readonly ExportColumn<Row>[],
  rows: Rows<Row>,
  sheetName = 'Export',
): Readable {
  return format === 'xlsx' ? xlsxStream(columns, rows, sheetName) : Readable.from(csvChunks(columns, rows));
}

/**
 * The Content-Disposition of a download: a plain ASCII `filename` for old clients and the exact name as
 * `filename*` (RFC 5987, UTF-8).
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The file name of an export: its stem and the format's extension. */
export function exportFileName(stem: string, format: ExportFormat): string {
  return `${stem}.${format}`;
}

/** A bound against a runaway list, far above any list a screen pages through. */
export const MAX_EXPORT_ROWS = 1_000_000;

/**
 * Every row of a paged list, page after page of the list's own service (so its filters, sort, access and
 * field rules hold), at most `maxRows`. The first page is asked at once, so a refusal (403, 404) comes before
 * anything is sent; the others as the file is written.
 */
export async function allPagesOf<Item>(
  pageOf: (page: number) => Promise<{ items: readonly Item[]; totalPages: number }>,
  maxRows = MAX_EXPORT_ROWS,
): Promise<AsyncIterable<Item>> {
  const first = await pageOf(1);
  return (async function* () {
    let sent = 0;
    let current = first;
    for (let page = 1; ;) {
      for (const item of current.items) {
        if (sent >= maxRows) return;
        sent += 1;
        yield item;
      }
      page += 1;
      if (page > current.totalPages || current.items.length === 0) return;
      current = await pageOf(page);
    }
  })();
}
