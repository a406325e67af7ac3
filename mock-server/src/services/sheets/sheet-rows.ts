import { apiError, fieldProblem, HttpError } from '../../http/errors.js';

/** The widest header a sheet may have: an import names under ten columns. */
const MAX_COLUMNS = 50;

/** A column's letters as a spreadsheet shows them: 1 is A, 27 is AA, 16,384 is XFD. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * The rows of a sheet as they are read, blank rows left out, `maxRows` at most. The first is the header,
 * and it sets the columns: a cell with text to the right of the header's last named column (or of column
 * MAX_COLUMNS, before the header) is refused with a 400 on `field` naming it, so no row is ever wider
 * than the header, however far out a file puts its cells.
 */
export class SheetRows {
  readonly rows: string[][] = [];
  private width = MAX_COLUMNS;

  constructor(
    private readonly maxRows: number,
    private readonly field: string,
  ) {}

  get full(): boolean {
    return this.rows.length >= this.maxRows;
  }

  /** Whether a cell of this column is kept; a cell outside the columns that holds text is refused. */
  keeps(column: number, row: number, text: string): boolean {
    if (column <= this.width) return true;
    if (text === '') return false;
    const [cell, last] = [`${columnLetters(column)}${row}`, columnLetters(this.width)];
    throw new HttpError(400, apiError('sheet.cellOutsideColumns', { cell, last }), [
      fieldProblem(this.field, apiError('field.cellOutsideColumns', { cell })),
    ]);
  }

  /** Adds a row whose cells were all kept; a blank one is left out. */
  add(cells: string[]): void {
    const last = cells.findLastIndex((cell) => cell !== '');
    if (last < 0 || this.full) return;
    if (!this.rows.length) this.width = last + 1;
    this.rows.push(cells);
  }
}
