import { posix } from 'node:path';
import { unreadableXlsx } from './sheet-errors.js';
import { walkXml } from './xml-walk.js';
import type { ZipParts } from './zip-parts.js';

/** What a worksheet's cells need from the rest of the workbook to read as exceljs read them. */
export type Book = {
  /** The part holding the first worksheet, null when the workbook has none. */
  sheetPart: string | null;
  date1904: boolean;
  sharedStrings: string[];
  /** The style indexes whose number format shows a date or a time. */
  dateStyles: Set<number>;
};

/** Excel's built-in number formats that show a date or a time (those exceljs knows by their id). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** exceljs's test for a date format: a date or time letter outside quotes and brackets. */
const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** The first sheet's relationship id, and whether dates count from 1904 (old Mac workbooks). */
async function readWorkbook(zip: ZipParts): Promise<{ sheetId: string | null; date1904: boolean }> {
  let sheetId: string | null = null;
  let date1904 = false;
  const found = await walkXml(zip, 'xl/workbook.xml', {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (name === 'sheet' && sheetId === null) {
        const id = Object.entries(attributes).find(([key]) => key.endsWith(':id'));
        sheetId = id ? id[1] : null;
      }
    },
  });
  if (!found) throw unreadableXlsx();
  return { sheetId, date1904 };
}

/** The part a workbook relationship points to: relative to `xl/`, or from the root when it starts with a slash. */
async function relationshipTarget(zip: ZipParts, id: string): Promise<string | null> {
  let target: string | null = null;
  await walkXml(zip, 'xl/_rels/workbook.xml.rels', {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id === id && attributes.Target) target = attributes.Target;
    },
  });
  if (target === null) return null;
  const path: string = target;
  return path.startsWith('/') ? posix.normalize(path.slice(1)) : posix.join('xl', path);
}

/** The shared strings, each the text of its runs (phonetic guides left out, as exceljs leaves them). */
async function readSharedStrings(zip: ZipParts): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await walkXml(zip, 'xl/sharedStrings.xml', {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 't') inText = true;
      else if (name === 'rPh') phonetic += 1;
    },
    text(text) {
      if (inText && phonetic === 0 && current !== null) current += text;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') {
        strings.push(current ?? '');
        current = null;
      }
    },
  });
  return strings;
}

/** The indexes of the cell styles (`cellXfs`) whose number format is a date's. */
async function readDateStyles(zip: ZipParts): Promise<Set<number>> {
  const custom = new Map<number, string>();
  const formatIds: number[] = [];
  let inCellStyles = false;
  await walkXml(zip, 'xl/styles.xml', {
    open(name, attributes) {
      if (name === 'numFmt') custom.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellStyles = true;
      else if (name === 'xf' && inCellStyles) formatIds.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellStyles = false;
    },
  });
  const dates = new Set<number>();
  formatIds.forEach((id, index) => {
    const code = custom.get(id);
    if (code === undefined ? DATE_FORMAT_IDS.has(id) : isDateFormat(code)) dates.add(index);
  });
  return dates;
}

/** Reads the parts of a workbook that its first worksheet's cells refer to; the worksheet itself is read later. */
export async function readBook(zip: ZipParts): Promise<Book> {
  const { sheetId, date1904 } = await readWorkbook(zip);
  const sheetPart = sheetId === null ? null : await relationshipTarget(zip, sheetId);
  const [sharedStrings, dateStyles] = sheetPart
    ? [await readSharedStrings(zip), await readDateStyles(zip)]
    : [[], new Set<number>()];
  return { sheetPart, date1904, sharedStrings, dateStyles };
}
