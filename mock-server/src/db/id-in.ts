import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `column = ANY($1::uuid[])`: any number of ids as one parameter. drizzle's `inArray` makes a parameter of each,
 * and for a company's thousand peers building that statement took longer than PostgreSQL took to answer it; the
 * statement's text is also the same for any count, so a connection plans it once.
 */
export function idIn(column: AnyColumn, ids: readonly string[]): SQL {
  for (const id of ids) if (!UUID.test(id)) throw new Error(`not an id: ${JSON.stringify(id)}`);
  return sql`${column} = ANY(${`{${ids.join(',')}}`}::uuid[])`;
}
