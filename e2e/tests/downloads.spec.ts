import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { month } from '../fixtures/days';

// Files people take away (issue #55): the KPI screen's projects table downloaded through its Export menu,
// as CSV and as XLSX, read back and held against the table on screen, as the Acme admin.

const HEADERS = [
  'Project',
  'Status',
  'Month',
  'Team',
  'Projected revenue',
  'Achieved revenue',
  'Profit (%)',
  'eNPS',
  'cNPS',
  'Health',
];

/** RFC 4180 CSV: quoted fields may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** Picks a format in the card's Export menu and answers the file the browser saved. */
async function exportAs(page: Page, format: 'CSV' | 'Excel (.xlsx)'): Promise<Download> {
  const card = page.locator('.ant-card').filter({ has: page.getByRole('table', { name: 'Project KPIs' }) });
  const downloaded = page.waitForEvent('download');
  await card.getByRole('button', { name: /Export/ }).click();
  await page.getByRole('menuitem', { name: format }).click();
  return downloaded;
}

test('the KPI projects table downloads as CSV and XLSX with the rows the screen shows', async ({ page }) => {
  await page.goto(`/projectlevel?month=${month()}`);
  const table = page.getByRole('table', { name: 'Project KPIs' });
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const shown = await rows.count();
  // every project of the month on the one page, as the total under the table says
  await expect(page.getByText(new RegExp(`^${shown} projects?$`))).toBeVisible();
  const firstName = (await rows.first().getByRole('link').first().textContent())!.trim();
  expect(firstName).not.toBe('');

  const csvFile = await exportAs(page, 'CSV');
  expect(csvFile.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await readFile(await csvFile.path())).toString('utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, ...lines] = parseCsv(csv.slice(1)).filter((line) => line.some((cell) => cell !== ''));
  expect(header).toEqual(HEADERS);
  expect(lines).toHaveLength(shown);
  expect(lines[0]![0]).toBe(firstName);
  // the month column is the screen's month, the health column the score the first row's bar says
  const health = await rows
    .first()
    .getByRole('img', { name: /^Health \d+ of 100/ })
    .getAttribute('aria-label');
  if (health) expect(lines[0]![9]).toBe(/^Health (\d+)/.exec(health)![1]);

  const xlsxFile = await exportAs(page, 'Excel (.xlsx)');
  expect(xlsxFile.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(await xlsxFile.path());
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
  expect(values(1)).toEqual(HEADERS);
  expect(sheet.actualRowCount - 1).toBe(shown);
  expect(values(2)[0]).toBe(firstName);
  // the same rows in both files, in the same order
  for (let index = 0; index < shown; index++) expect(values(index + 2)[0]).toBe(lines[index]![0]);
});
