import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { TestServer } from './test-server.js';

/** An export downloaded as CSV and as XLSX, each read back: the CSV by a CSV parser, the XLSX by exceljs. */
export type Downloaded = {
  /** The CSV's rows (header first), its BOM checked and left out. */
  csv: string[][];
  /** The workbook's first sheet, its cells as exceljs reads them (typed: numbers, Dates, text). */
  sheet: ExcelJS.Worksheet;
  /** The sheet's rows as arrays of cell values (header first; column 1 at index 0). */
  xlsx: ExcelJS.CellValue[][];
  headers: { csv: Record<string, unknown>; xlsx: Record<string, unknown> };
};

async function get(server: TestServer, email: string, url: string, headers: Record<string, string>) {
  const response = await server.app.inject({
    method: 'GET',
    url,
    headers: { ...(await server.authHeaders(email)), ...headers },
  });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** Downloads `url` (a table export, with or without a query) in both formats and reads both back. */
export async function downloadBoth(
  server: TestServer,
  email: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Downloaded> {
  const join = url.includes('?') ? '&' : '?';
  const csvResponse = await get(server, email, `${url}${join}format=csv`, headers);
  if (!csvResponse.body.startsWith('\uFEFF')) throw new Error(`GET ${url}: the CSV has no BOM`);
  const csv = Papa.parse<string[]>(csvResponse.body.slice(1).replace(/\r\n$/, ''), { newline: '\r\n' }).data;
  const xlsxResponse = await get(server, email, `${url}${join}format=xlsx`, headers);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsxResponse.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const xlsx: ExcelJS.CellValue[][] = [];
  const width = csv[0]?.length ?? 0;
  sheet.eachRow({ includeEmpty: true }, (row) => {
    xlsx.push(Array.from({ length: width }, (_, index) => row.getCell(index + 1).value));
  });
  return { csv, sheet, xlsx, headers: { csv: csvResponse.headers, xlsx: xlsxResponse.headers } };
}

/** An XLSX cell as the CSV writes the same value: dates ISO (a day as yyyy-mm-dd), numbers as written. */
function asCsv(value: ExcelJS.CellValue, csv: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return csv.length === 10 ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'number') return Number(csv) === value ? csv : String(value);
  return String(value);
}

/** Whether the workbook holds the CSV's cells, typed (a number's CSV text read as that number, and so on). */
export function xlsxAsCsv(downloaded: Downloaded): string[][] {
  return downloaded.xlsx.map((row, r) => row.map((cell, c) => asCsv(cell, downloaded.csv[r]?.[c] ?? '')));
}
