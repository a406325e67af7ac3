import { sql, type SQL } from 'drizzle-orm';

/**
 * The instant a calendar day (YYYY-MM-DD) begins in a time zone. A period of days counts what happened on the
 * reader's days: an award given at 19:40 on a Sunday in New York belongs to that Sunday's week, not Monday's.
 */
export function dayStartIn(day: string, timeZone: string): SQL<Date> {
  return sql<Date>`(${day}::timestamp at time zone ${timeZone})`;
}
