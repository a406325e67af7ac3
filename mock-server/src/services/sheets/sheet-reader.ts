import Papa from 'papaparse';
import { unreadableXlsx } from './sheet-errors.js';
import { SheetRows } from './sheet-rows.js';
import { readBook, type Book } from './xlsx-book.js';
import { cellPosition, cellText, type RawCell } from './xlsx-cell.js';
import { Enough, walkXml } from './xml-walk.js';
import { openZip } from './zip-parts.js';

/**
 * Walks the worksheet's XML as it inflates, one cell at a time: a cell's text is computed when its
 * element closes and kept only inside the sheet's columns (SheetRows refuses one with text outside
 * them), so no cell past the header is ever made; reading stops once `rows` is full.
 */
async function readSheet(zip: Awaited<ReturnType<typeof openZip>>, book: Book, rows: SheetRows): Promise<void> {
  let row = 0;
  let cells: string[] | null = null;
  let column = 0;
  let cell: RawCell | null = null;
  let inValue = false;
  let inFormula = false;
  let phonetic = 0;
  await walkXml(zip, book.sheetPart!, {
    open(name, attributes) {
      if (name === 'row') {
        const number = attributes.r === undefined ? row + 1 : Number(attributes.r);
        if (!Number.isSafeInteger(number) || number < 1) throw unreadableXlsx();
        [row, cells, column] = [number, [], 0];
      } else if (name === 'c' && cells) {
        const position = attributes.r === undefined ? { column: column + 1, row } : cellPosition(attributes.r);
        if (!position) throw unreadableXlsx();
        column = position.column;
        cell = { type: attributes.t, style: Number(attributes.s ?? 0), value: undefined, formula: false };
      } else if (cell) {
        if (name === 'v' || name === 't') inValue = true;
        else if (name === 'rPh') phonetic += 1;
        else if (name === 'f') {
          inFormula = true;
          // a shared formula's other cells carry only its type and index
          cell.formula ||= attributes.t !== undefined;
        }
      }
    },
    text(text) {
      if (!cell) return;
      if (inValue && phonetic === 0) cell.value = (cell.value ?? '') + text;
      else if (inFormula && text !== '') cell.formula = true;
    },
    close(name) {
      if (name === 'v' || name === 't') inValue = false;
      else if (name === 'f') inFormula = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && cell && cells) {
        const text = cellText(cell, book);
        if (rows.keeps(column, row, text)) {
          while (cells.length < column - 1) cells.push('');
          cells[column - 1] = text;
        }
        cell = null;
      } else if (name === 'row' && cells) {
        rows.add(cells);
        cells = null;
        if (rows.full) throw new Enough();
      }
    },
  });
}

/**
 * The cells of the first worksheet as text, row by row (blank rows left out), `maxRows` at most, read
 * as the workbook inflates and no further than needed. The zip is read through its central directory,
 * its parts' sizes capped before anything is inflated (zip-parts.ts).
 */
export async function readXlsxRows(bytes: Buffer, maxRows: number): Promise<string[][]> {
  const zip = await openZip(bytes);
  const book = await readBook(zip);
  const rows = new SheetRows(maxRows, 'file');
  if (book.sheetPart) await readSheet(zip, book, rows);
  return rows.rows;
}

/**
 * The rows of a CSV (UTF-8, BOM allowed), blank rows left out, `maxRows` at most; a cell with text
 * outside the header's columns is refused (a 400 on `field`) as in a workbook.
 */
export function readCsvRows(bytes: Buffer, maxRows: number, field = 'file'): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const rows = new SheetRows(maxRows, field);
  let refusal: unknown = null;
  // the line a row ends on, for a refusal to name its cell: newlines counted once, as the rows go by
  let [line, counted] = [1, 0];
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step(result, parser) {
      for (; counted < result.meta.cursor; counted += 1) if (text.charCodeAt(counted) === 10) line += 1;
      try {
        const cells = result.data.map((cell) => String(cell ?? ''));
        // the cells past the header's columns are all empty once each is kept or refused
        const ending = line - (text.charCodeAt(result.meta.cursor - 1) === 10 ? 1 : 0);
        rows.add(cells.filter((cell, index) => rows.keeps(index + 1, ending, cell)));
      } catch (error) {
        refusal = error;
      }
      if (refusal || rows.full) parser.abort();
    },
  });
  if (refusal) throw refusal;
  return rows.rows;
}
