/** The PostgreSQL error behind a failed query (drizzle wraps the driver's error in `cause`). */
function pgError(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}

export const isUniqueViolation = (error: unknown) => pgError(error)?.code === '23505';
export const isForeignKeyViolation = (error: unknown) => pgError(error)?.code === '23503';
