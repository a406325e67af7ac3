import ExcelJS from 'exceljs';
import { zipBomb } from '../../testing/uploads.js';
import { assertUnzippedSize, readXlsxRows } from './sheet-reader.js';

async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Plan');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// How long it takes is a benchmark's to say (a timed assertion failed on a busy machine); this shows the
// cap holds, at the default and at a small one, for a file that would inflate 64 MiB from under 400 KiB.
it('refuses a zip bomb once its inflated bytes pass the cap', async () => {
  const bomb = zipBomb(64 * 1024 * 1024);
  expect(bomb.length).toBeLessThan(400 * 1024);
  await expect(assertUnzippedSize(bomb)).rejects.toMatchObject({ statusCode: 413 });
  await expect(assertUnzippedSize(bomb, 1024 * 1024)).rejects.toMatchObject({ statusCode: 413 });
  await expect(assertUnzippedSize(bomb, 128 * 1024 * 1024)).resolves.toBeUndefined();
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
