/**
 * The ILIKE pattern of a search: rows whose text contains it as typed. Its own `%`, `_` and `\` are escaped,
 * so a search for "50%" finds "50%" and not everything.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
