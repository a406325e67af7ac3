import type { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { allPagesOf, attachmentHeader, tableExport, type ExportColumn } from './table-export.js';

type Row = { name: string; day: string | null; at: string; hours: number | null; score: number | null };
const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Day', type: 'date', value: (row) => row.day },
  { header: 'At', type: 'dateTime', value: (row) => row.at },
  { header: 'Hours', type: 'number', value: (row) => row.hours },
  { header: 'Score', type: 'number', decimals: 2, value: (row) => row.score },
];
const rows: Row[] = [
  { name: '=SUM(A1:A2)', day: '2026-03-01', at: '2026-03-01T08:30:00.000Z', hours: -4.5, score: 0.5 },
  { name: 'Zoë, "Ü" مرحبا', day: null, at: '2026-03-02T00:00:00.000Z', hours: null, score: null },
  { name: '+44 20 7946 0958', day: '2026-12-31', at: '2026-12-31T23:59:59.000Z', hours: 0, score: 12 },
];

/** Rows handed out one at a time, as a cursor does. */
async function* cursor<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) yield await Promise.resolve(item);
}

it('writes CSV with a BOM, CRLF lines, quotes, ISO dates, plain numbers and defused formulas', async () => {
  const csv = await text(tableExport('csv', columns, cursor(rows)));
  expect(csv.startsWith('\uFEFFName,Day,At,Hours,Score\r\n')).toBe(true);
  const parsed = Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: '\r\n' }).data;
  expect(parsed).toEqual([
    ['Name', 'Day', 'At', 'Hours', 'Score'],
    ["'=SUM(A1:A2)", '2026-03-01', '2026-03-01T08:30:00.000Z', '-4.5', '0.50'],
    ['Zoë, "Ü" مرحبا', '', '2026-03-02T00:00:00.000Z', '', ''],
    ['+44 20 7946 0958', '2026-12-31', '2026-12-31T23:59:59.000Z', '0', '12.00'],
  ]);
});

it('writes XLSX with typed dates and numbers, text as text and the same formula rule', async () => {
  const workbook = new ExcelJS.Workbook();
  const bytes = await buffer(tableExport('xlsx', columns, cursor(rows), 'Rows'));
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Rows')!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Day', 'At', 'Hours', 'Score']);
  const first = sheet.getRow(2);
  expect(first.getCell(1).value).toBe("'=SUM(A1:A2)");
  expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
  expect(first.getCell(2).value).toEqual(new Date('2026-03-01T00:00:00.000Z'));
  expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Date);
  expect(first.getCell(2).numFmt).toBe('yyyy-mm-dd');
  expect(first.getCell(3).value).toEqual(new Date('2026-03-01T08:30:00.000Z'));
  expect(first.getCell(4).value).toBe(-4.5);
  expect(first.getCell(4).type).toBe(ExcelJS.ValueType.Number);
  expect(first.getCell(5).numFmt).toBe('0.00');
  const second = sheet.getRow(3);
  expect(second.getCell(1).value).toBe('Zoë, "Ü" مرحبا');
  expect(second.getCell(2).value).toBeNull();
  expect(sheet.getRow(4).getCell(1).value).toBe('+44 20 7946 0958');
  expect(sheet.rowCount).toBe(4);
});

it('streams a large export in chunks rather than one string', async () => {
  const many = Array.from({ length: 1000 }, (_, index) => ({ ...rows[2]!, name: `row ${index}` }));
  const chunks: string[] = [];
  for await (const chunk of tableExport('csv', columns, cursor(many)) as Readable) chunks.push(String(chunk));
  expect(chunks.length).toBeGreaterThan(1);
  expect(chunks.join('').trimEnd().split('\r\n')).toHaveLength(1001);
});

it('reads every page of a list, asking the first before anything is written', async () => {
  const asked: number[] = [];
  const pages = [['a', 'b'], ['c', 'd'], ['e']];
  const pageOf = async (page: number) => {
    asked.push(page);
    return { items: pages[page - 1]!, totalPages: pages.length };
  };
  const items = await allPagesOf(pageOf);
  expect(asked).toEqual([1]);
  const all: string[] = [];
  for await (const item of items) all.push(item);
  expect(all).toEqual(['a', 'b', 'c', 'd', 'e']);
  const capped: string[] = [];
  for await (const item of await allPagesOf(pageOf, 3)) capped.push(item);
  expect(capped).toEqual(['a', 'b', 'c']);
  await expect(allPagesOf(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
});

it('names the file for old and new clients', () => {
  expect(attachmentHeader('leave-report-2026-01-01-2026-01-31.xlsx')).toBe(
    `attachment; filename="leave-report-2026-01-01-2026-01-31.xlsx"; filename*=UTF-8''leave-report-2026-01-01-2026-01-31.xlsx`,
  );
  expect(attachmentHeader('Prüfung "Q1".csv')).toBe(
    `attachment; filename="Pr_fung _Q1_.csv"; filename*=UTF-8''Pr%C3%BCfung%20%22Q1%22.csv`,
  );
});
