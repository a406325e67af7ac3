import type { Book } from './xlsx-book.js';

/** One `<c>` element as read: its type (`t`), style index (`s`), text of `<v>` or `<t>`, and whether it has a formula. */
export type RawCell = { type: string | undefined; style: number; value: string | undefined; formula: boolean };

/** A serial day number as exceljs turns it into a date (days since 1899-12-30, or 1904-01-01), shown as it showed it. */
function dateText(serial: number, date1904: boolean): string {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000)).toString();
}

const numberText = (value: string, style: number, book: Book) => {
  const number = parseFloat(value);
  return style > 0 && book.dateStyles.has(style) ? dateText(number, book.date1904) : number.toString();
};

/**
 * A cell's text as exceljs's `cell.text` gave it for a loaded workbook: shared and inline strings as
 * written, numbers as JavaScript prints them, dates by `Date#toString`, booleans as true/false, errors
 * as their code (`#N/A`), a formula as its last result (none, or a falsy one, is empty).
 */
export function cellText(cell: RawCell, book: Book): string {
  const { type, style, value, formula } = cell;
  if (value === undefined) return '';
  if (formula) {
    if (type === 'str' || type === 'e') return value;
    if (type === 'b') return parseInt(value, 10) !== 0 ? 'true' : '';
    return parseFloat(value) ? numberText(value, style, book) : '';
  }
  switch (type) {
    case 's':
      return book.sharedStrings[parseInt(value, 10)] ?? '';
    case 'str':
    case 'inlineStr':
    case 'e':
    case 'd':
      return value;
    case 'b':
      return parseInt(value, 10) !== 0 ? 'true' : 'false';
    default:
      return numberText(value, style, book);
  }
}

/** The column and row of a cell reference such as `XFD501` (null when it is not one). */
export function cellPosition(reference: string): { column: number; row: number } | null {
  const match = /^([A-Z]{1,3})([1-9][0-9]{0,6})$/.exec(reference);
  if (!match) return null;
  let column = 0;
  for (const letter of match[1]!) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { column, row: Number(match[2]) };
}
