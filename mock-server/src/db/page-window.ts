import { sql, type Placeholder } from 'drizzle-orm';

/**
 * The limit and offset of a list's page for a statement prepared once (`preparedOnce`). The first page, which
 * every screen opens on, has them written into its own statement's text: given as values, PostgreSQL never
 * found its plan for any values as cheap as one for the values given (a limit it cannot see may be a tenth of
 * the table) and planned the page anew on every call, which cost more than running it (docs/performance.md).
 * Other pages bind them (`limit`, `offset`) and stay one statement for every page. `shape` goes into the
 * statement's name.
 *
 * `samePlanEveryPage`: a list whose plan is the same for every page (the feed's: its ids in the index's order)
 * has the other pages' size in its text too, one statement per page size, and reads their offset from a
 * subquery, which PostgreSQL plans without its value for a plan of its own as well: it then finds its plan for
 * any offset as cheap as one for the offset given, and keeps it after five calls instead of planning the page on
 * every call. (Both size and offset out of sight, it planned for a tenth of the table: a scan of every post.)
 */
export function pageWindow(
  page: number,
  perPage: number,
  { samePlanEveryPage = false } = {},
): { shape: string; limit: Placeholder; offset: Placeholder } {
  if (page === 1 && Number.isSafeInteger(perPage) && perPage > 0)
    // drizzle writes a limit or offset given as SQL into the text as it is
    return {
      shape: `_first${perPage}`,
      limit: sql.raw(String(perPage)) as unknown as Placeholder,
      offset: sql.raw('0') as unknown as Placeholder,
    };
  if (samePlanEveryPage && Number.isSafeInteger(perPage) && perPage > 0)
    return {
      shape: `_per${perPage}`,
      limit: sql.raw(String(perPage)) as unknown as Placeholder,
      offset: sql`(select ${sql.placeholder('offset')}::bigint)` as unknown as Placeholder,
    };
  return { shape: '', limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
}
