import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The ILIKE pattern of a search: rows whose text contains it as typed. Its own `%`, `_` and `\` are escaped,
 * so a search for "50%" finds "50%" and not everything.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Whether a trigram index can narrow a search for this text: pg_trgm takes no trigram from a run of fewer than
 * three letters or digits, so for "an" such an index names every row and each is read and tested again.
 */
export function trigramsNarrow(search: string): boolean {
  return /[\p{L}\p{N}]{3,}/u.test(search);
}

/**
 * `text ILIKE pattern` for a column that holds its text lowered already (`users.search_text`, migration 0440):
 * ILIKE lowers both sides and then compares, so this is the same test with the rows' text lowered at write time,
 * and the pattern lowered once for the statement (a subquery PostgreSQL runs once) instead of once per row.
 */
export function likeLowered(lowered: SQLWrapper, pattern: string | Placeholder): SQL {
  return sql`${lowered} like (select lower(${pattern}))`;
}
