import ExcelJS from 'exceljs';
import {
  emptyCellsWorkbook,
  hiddenEntryWorkbook,
  understatedWorkbook,
  wideRowsWorkbook,
} from '../../testing/crafted-sheets.js';
import { zipBomb } from '../../testing/uploads.js';
import { readCsvRows, readXlsxRows } from './sheet-reader.js';
import { openZip } from './zip-parts.js';

async function workbookOf(rows: unknown[][], date1904 = false): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  if (date1904) workbook.properties.date1904 = true;
  const sheet = workbook.addWorksheet('Plan');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** How the API read a workbook before it streamed: loaded whole by exceljs, each cell's `text`. */
async function asExceljsReadIt(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  for (let index = 1; index <= sheet.rowCount; index += 1) {
    const row = sheet.getRow(index);
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(row.getCell(column).text ?? '');
    if (cells.some((cell) => cell !== '')) rows.push(cells);
  }
  return rows;
}

const readAll = async (bytes: Buffer) => openZip(bytes).then((zip) => zip.read('xl/worksheets/sheet1.xml', () => true));

// How long it takes is a benchmark's to say (a timed assertion failed on a busy machine); this shows the
// cap holds, at the default and at a small one, for a file that would inflate 64 MiB from under 400 KiB.
it('refuses a zip bomb once its inflated bytes pass the cap', async () => {
  const bomb = zipBomb(64 * 1024 * 1024);
  expect(bomb.length).toBeLessThan(400 * 1024);
  await expect(openZip(bomb)).rejects.toMatchObject({ statusCode: 413 });
  await expect(openZip(bomb, 1024 * 1024)).rejects.toMatchObject({ statusCode: 413 });
  await expect(openZip(bomb, 128 * 1024 * 1024)).resolves.toBeDefined();
});

it('counts the parts its central directory lists, not what local headers show', async () => {
  const hidden = await hiddenEntryWorkbook(64 * 1024 * 1024);
  await expect(openZip(hidden)).rejects.toMatchObject({ statusCode: 413 });
  await expect(readXlsxRows(hidden, 10)).rejects.toMatchObject({ statusCode: 413 });
});

it('stops inflating a part at the size it declared', async () => {
  const understated = await understatedWorkbook(64 * 1024 * 1024);
  await expect(readAll(understated)).rejects.toMatchObject({ statusCode: 413 });
});

it('refuses a workbook of a million empty cells by their number, before parsing them all', async () => {
  const sheet = emptyCellsWorkbook(1_000_000);
  expect(sheet.length).toBeLessThan(100 * 1024);
  await expect(readXlsxRows(sheet, 10)).rejects.toMatchObject({
    statusCode: 413,
    details: [{ field: 'file', message: 'holds far more cells than a sheet to import' }],
  });
});

it('reads the rows of a small workbook, and no more than asked', async () => {
  const sheet = await workbookOf([['title', 'estimateHours'], ['One', 1], [], ['Two', 2.5], ['Three', 3]]);
  expect(await readXlsxRows(sheet, 10)).toEqual([
    ['title', 'estimateHours'],
    ['One', '1'],
    ['Two', '2.5'],
    ['Three', '3'],
  ]);
  expect(await readXlsxRows(sheet, 2)).toHaveLength(2);
});

it('reads every kind of cell as exceljs gave its text: strings, numbers, dates, booleans, formulae, errors', async () => {
  const rows = [
    ['title', 'estimateHours', 'when', 'done', 'note', 'total', 'link', 'empty'],
    [
      'Ünïcode & <b>',
      -0.125,
      new Date(Date.UTC(2026, 0, 2, 9, 30)),
      true,
      { richText: [{ text: 'rich ' }, { font: { bold: true }, text: 'text' }] },
      { formula: 'B2*2', result: 5 },
      { text: 'the site', hyperlink: 'https://example.test/' },
    ],
    ['  spaced  ', 1e21, null, false, { error: '#N/A' }, { formula: 'B3*0', result: 0 }, '', null],
  ];
  for (const date1904 of [false, true]) {
    const sheet = await workbookOf(rows, date1904);
    expect(await readXlsxRows(sheet, 10)).toEqual(await asExceljsReadIt(sheet));
  }
});

it('refuses a cell with text outside the header’s columns, naming it, and drops empty ones', async () => {
  await expect(readXlsxRows(wideRowsWorkbook(501), 600)).rejects.toMatchObject({
    statusCode: 400,
    message:
      'Cell XFD1 is outside the columns the header row names (A to AX): clear it, or name its column in the header.',
  });
  await expect(readXlsxRows(wideRowsWorkbook(3, ['title', 'estimateHours']), 600)).rejects.toMatchObject({
    statusCode: 400,
    details: [{ field: 'file', message: "has a cell outside the header row's columns (XFD2)" }],
  });
  const padded = await workbookOf([
    ['title', 'estimateHours'],
    ['One', 1, '', null],
  ]);
  expect(await readXlsxRows(padded, 10)).toEqual([
    ['title', 'estimateHours'],
    ['One', '1'],
  ]);
});

describe('a CSV', () => {
  const csv = (text: string) => Buffer.from(text);
  const refusalOf = (read: () => unknown) => {
    try {
      read();
    } catch (error) {
      return error;
    }
    throw new Error('read without a refusal');
  };

  it('reads as before: BOM dropped, blank rows left out, no more rows than asked', () => {
    expect(readCsvRows(csv('\uFEFFtitle,hours\r\n\r\n"A, b",1\r\n  ,  \r\nC,2\r\n'), 10)).toEqual([
      ['title', 'hours'],
      ['A, b', '1'],
      ['C', '2'],
    ]);
    expect(readCsvRows(csv('a\n1\n2\n3\n'), 2)).toEqual([['a'], ['1']]);
  });

  it('refuses a cell with text outside the header’s columns, naming the line, and drops empty ones', () => {
    expect(readCsvRows(csv('a,b\n1,2,,\n'), 10)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(refusalOf(() => readCsvRows(csv('a,b\n\n1,2\n1,2,3\n'), 10))).toMatchObject({
      statusCode: 400,
      details: [{ field: 'file', message: "has a cell outside the header row's columns (C4)" }],
    });
    const wide = `date,name\n2026-01-01,x${','.repeat(20_000)}y\n`;
    expect(refusalOf(() => readCsvRows(csv(wide), 10, 'csv'))).toMatchObject({
      details: [{ field: 'csv', message: "has a cell outside the header row's columns (ACOH2)" }],
    });
    expect(refusalOf(() => readCsvRows(csv(`${','.repeat(60)}wide\n`), 10))).toMatchObject({
      message: expect.stringContaining('Cell BI1 ') as unknown,
    });
  });
});
