/*
 * CSV files are read by machines and spreadsheets as much as by people: whatever the reader's language, dates
 * stay ISO (yyyy-mm-dd, times ISO in UTC) and numbers are written with a dot. Only the header row and the cell
 * words the apps translate follow the reader (src/words).
 */

/**
 * One CSV cell, quoted when it holds a comma, quote or line break (RFC 4180). A cell a spreadsheet would run
 * as a formula (a leading =, +, -, @, tab or CR) gets a leading apostrophe so it stays text; a phone number
 * (+ and digits) or a chat handle (@ and a name) cannot run and is left as written.
 */
function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  const runs = /^[=+\-@\t\r]/.test(text) && !/^\+[\d ()./-]+$/.test(text) && !/^@[\w.-]+$/.test(text);
  const safe = runs ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document (RFC 4180 line ends) of a header and rows. */
export function csvOf(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return `${[header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n')}\r\n`;
}
