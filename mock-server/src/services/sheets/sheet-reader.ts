import { Readable } from 'node:stream';
import Papa from 'papaparse';
import unzipper, { type Entry } from 'unzipper';
import { fieldProblem, HttpError, said } from '../../http/errors.js';

/** An XLSX is a zip: what it may unpack to in all, and how many parts it may hold (a plan sheet is far less). */
const MAX_UNZIPPED_BYTES = 20 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 200;

const tooBig = () =>
  new HttpError(413, said('sheet.unpacksTooLarge'), [fieldProblem('file', said('field.unpacksTooLarge'))]);
const unreadable = () =>
  new HttpError(415, said('sheet.unreadableXlsx'), [fieldProblem('file', said('field.unreadableXlsx'))]);

/**
 * Inflates every part of the zip as the XLSX reader will (the same stream parser over the same bytes,
 * local headers in order) and counts the bytes, stopping at the cap: a zip bomb costs at most 20 MB of
 * inflating and no memory, and whatever passes is known to be small before the reader sees it.
 */
export function assertUnzippedSize(bytes: Buffer, maxBytes = MAX_UNZIPPED_BYTES): Promise<void> {
  return new Promise((resolve, reject) => {
    const source = Readable.from([bytes]);
    const parser = unzipper.Parse();
    let total = 0;
    let entries = 0;
    let settled = false;
    const finish = (error?: HttpError) => {
      if (settled) return;
      settled = true;
      if (error) {
        source.unpipe(parser);
        parser.destroy();
        reject(error);
      } else resolve();
    };
    parser.on('entry', (entry: Entry) => {
      entries += 1;
      if (entries > MAX_ZIP_ENTRIES) return finish(tooBig());
      entry.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > maxBytes) finish(tooBig());
      });
      entry.on('error', () => finish(unreadable()));
    });
    parser.on('error', () => finish(unreadable()));
    parser.on('close', () => finish());
    parser.on('finish', () => finish());
    source.pipe(parser);
  });
}

/**
 * The cells of the first worksheet as text, row by row (blank rows left out), `maxRows` at most. Read
 * whole, not streamed: the unpacked size is capped above, and exceljs's streaming reader failed a small
 * workbook now and then.
 */
export async function readXlsxRows(bytes: Buffer, maxRows: number): Promise<string[][]> {
  await assertUnzippedSize(bytes);
  // exceljs is half a second of start-up for every server process: loaded on the first XLSX upload
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const rows: string[][] = [];
  const sheet = workbook.worksheets[0];
  if (!sheet) return rows;
  for (let index = 1; index <= sheet.rowCount && rows.length < maxRows; index += 1) {
    const row = sheet.getRow(index);
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(row.getCell(column).text ?? '');
    if (cells.some((cell) => cell !== '')) rows.push(cells);
  }
  return rows;
}

/** The rows of a CSV (UTF-8, BOM allowed), blank rows left out, `maxRows` at most. */
export function readCsvRows(bytes: Buffer, maxRows: number): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: maxRows });
  return parsed.data.map((row) => row.map((cell) => String(cell ?? '')));
}
