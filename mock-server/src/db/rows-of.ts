/** drizzle's execute answers an array (node-postgres result) or `{ rows }` (PGlite): both become rows. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
