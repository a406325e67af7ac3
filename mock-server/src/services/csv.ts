/*
 * CSV files are read by machines and spreadsheets as much as by people: whatever the reader's language, dates
 * stay ISO (yyyy-mm-dd, times ISO in UTC) and numbers are written with a dot. Only the header row and the cell
 * words the apps translate follow the reader (src/messages). Table exports (CSV or XLSX) are written by
 * services/exports/table-export.ts with the same cells and the same formula rule.
 */

/**
 * A text a spreadsheet would run as a formula (a leading =, +, -, @, tab or CR) gets a leading apostrophe so
 * it stays text; a phone number (+ and digits) or a chat handle (@ and a name) cannot run and is left as
 * written. The one rule for every file the API writes, CSV or XLSX.
 */
export function defusedText(text: string): string {
  const runs = /^[=+\-@\t\r]/.test(text) && !/^\+[\d ()./-]+$/.test(text) && !/^@[\w.-]+$/.test(text);
  return runs ? `'${text}` : text;
}

/** A cell's text as CSV writes it: dates ISO, objects as JSON, nothing as empty. */
export function cellText(value: unknown): string {
  return value === null || value === undefined
    ? ''
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
}

/** One CSV cell, defused (defusedText) and quoted when it holds a comma, quote or line break (RFC 4180). */
function csvCell(value: unknown): string {
  const safe = defusedText(cellText(value));
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (without its line end). */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',');
}

/** A CSV document (RFC 4180 line ends) of a header and rows: the small files (templates, the company zip). */
export function csvOf(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return `${[csvLine(header), ...rows.map(csvLine)].join('\r\n')}\r\n`;
}
