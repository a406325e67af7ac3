import { sql, type Placeholder } from 'drizzle-orm';

/**
 * The limit and offset of a list's page for a statement prepared once (`preparedOnce`). The first page, which
 * every screen opens on, has them written into its own statement's text: given as values, PostgreSQL never
 * found its plan for any values as cheap as one for the values given (a limit it cannot see may be a tenth of
 * the table) and planned the page anew on every call, which cost more than running it (docs/performance.md).
 * Other pages bind them (`limit`, `offset`) and stay one statement for every page. `shape` goes into the
 * statement's name.
 */
export function pageWindow(page: number, perPage: number): { shape: string; limit: Placeholder; offset: Placeholder } {
  if (page === 1 && Number.isSafeInteger(perPage) && perPage > 0)
    // drizzle writes a limit or offset given as SQL into the text as it is
    return {
      shape: `_first${perPage}`,
      limit: sql.raw(String(perPage)) as unknown as Placeholder,
      offset: sql.raw('0') as unknown as Placeholder,
    };
  return { shape: '', limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
}
