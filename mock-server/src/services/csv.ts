/** One CSV cell: quoted when needed, and a leading =, +, - or @ defused so spreadsheets never run it. */
function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document (RFC 4180 line ends) of a header and rows. */
export function csvOf(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return `${[header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n')}\r\n`;
}
