import ExcelJS from 'exceljs';
import { zipBomb } from '../../testing/uploads.js';
import { assertUnzippedSize, readXlsxRows } from './sheet-reader.js';

async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Plan');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

it('stops inflating a zip bomb at the cap, within a moment', async () => {
  const bomb = zipBomb(64 * 1024 * 1024);
  expect(bomb.length).toBeLessThan(400 * 1024);
  const started = performance.now();
  await expect(assertUnzippedSize(bomb)).rejects.toMatchObject({ statusCode: 413 });
  expect(performance.now() - started).toBeLessThan(2000);
});

it('reads the rows of a small workbook, and no more than asked', async () => {
  const sheet = await workbookOf([['title', 'estimateHours'], ['One', 1], [], ['Two', 2.5], ['Three', 3]]);
  expect(await readXlsxRows(sheet, 10)).toEqual([['title', 'estimateHours'], ['One', '1'], ['Two', '2.5'], ['Three', '3']]);
  expect(await readXlsxRows(sheet, 2)).toHaveLength(2);
});
