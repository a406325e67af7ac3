import { z } from 'zod';

export const idSchema = z.string().uuid({ message: 'must be a valid id' });
/** Route params of `/…/:id`. */
export const idParamsSchema = z.object({ id: idSchema });

/**
 * The days the product plans and records: every date a request carries falls in this window, so a range
 * walked day by day or month by month stays bounded (issue #28: 9999-12-31 once hung the API).
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';

/** A day a request carries: YYYY-MM-DD, a real calendar date, in FIRST_DAY..LAST_DAY. */
export const isoDateSchema = z
  .string({ error: requiredOr('must be a date as YYYY-MM-DD') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date as YYYY-MM-DD', abort: true })
  .refine((value) => value >= FIRST_DAY && value <= LAST_DAY, {
    message: `must be between ${FIRST_DAY} and ${LAST_DAY}`,
    abort: true,
  })
  .refine(isCalendarDay, { message: 'must be a real calendar date' });

/**
 * A day in an answer: the pattern only. Answers carry days stored before the window existed and days
 * computed from others (a predicted delivery may fall after 2100); a request never uses this one.
 */
export const storedDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A month a request carries (YYYY-MM) in the window of isoDateSchema. */
export const isoMonthSchema = z
  .string({ error: requiredOr('must be a month as YYYY-MM') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'must be a month as YYYY-MM', abort: true })
  .refine((value) => value >= FIRST_DAY.slice(0, 7) && value <= LAST_DAY.slice(0, 7), {
    message: `must be between ${FIRST_DAY.slice(0, 7)} and ${LAST_DAY.slice(0, 7)}`,
  });

/** The longest range a report walks month by month or day by day (two years, a leap day included). */
export const MAX_REPORT_DAYS = 731;

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * What is wrong with a from..to range, for the message on its `to` field: `to` before `from`, or more than
 * `maxDays` days in all (ranges are walked day by day or month by month, so each has a cap). Null when
 * fine, or when either day is already refused on its own.
 */
export function rangeIssue(
  from: string | null | undefined,
  to: string | null | undefined,
  maxDays: number,
  longest: string,
  start = 'the start date',
): string | null {
  if (!from || !to || !isoDateSchema.safeParse(from).success || !isoDateSchema.safeParse(to).success) return null;
  if (to < from) return `must be on or after ${start}`;
  if (daysFrom(from, to) >= maxDays) return `must be at most ${longest} after ${start}`;
  return null;
}

function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isoDateTimeSchema = z.string().datetime({ offset: true, message: 'must be an ISO date-time' });

/**
 * A zod error message that says "is required" when the field is missing, and `otherwise` when it is
 * there but wrong, so that forms can show either next to the field.
 */
export function requiredOr(otherwise: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : otherwise);
}

export const PAGE_SIZES = [10, 20, 40] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Past any list's last page, and an offset PostgreSQL reads without overflow. */
const MAX_PAGE = 100_000;

/**
 * A whole-number check written after a field's bounds: it runs only when the bounds held, so a number out of
 * range is named once, by its range (1e300 days is "must be at most 365", not also "a whole number"), while the
 * object's own checks still run beside it, which a bound that aborts would stop (a question asked twice in an
 * eNPS sheet went unsaid beside a score of 11). zod runs every check's `when`; the type of `.int()`'s
 * parameters leaves it out.
 */
export function wholeIfInRange(message: string): Parameters<z.ZodNumber['int']>[0] {
  const params: { message: string; when: (payload: { issues: readonly unknown[] }) => boolean } = {
    message,
    when: (payload) => payload.issues.length === 0,
  };
  return params as Parameters<z.ZodNumber['int']>[0];
}

/**
 * A whole number of a query string, `minimum` to `maximum`. The bounds are checked first, each alone: a huge value
 * is then "must be at most", not also an unsafe integer said in other words.
 */
export function wholeNumberQuery(minimum: number, maximum: number) {
  return z.coerce
    .number({ message: 'must be a number' })
    .min(minimum, { message: `must be ${minimum} or more`, abort: true })
    .max(maximum, { message: `must be at most ${maximum}`, abort: true })
    .int({ message: 'must be a whole number' });
}

/** A list's 1-based page. */
export const pageNumberSchema = wholeNumberQuery(1, MAX_PAGE).default(1);

/** A list's page size: one of 10, 20, 40. */
export const pageSizeSchema = z.coerce
  .number({ message: 'must be a number' })
  .int({ message: 'must be 10, 20 or 40', abort: true })
  .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), { message: 'must be 10, 20 or 40' });

/** `page` is 1-based; `perPage` is one of 10, 20, 40 (the screens' docs in docs/). */
export function pageQuerySchema(defaultPerPage: (typeof PAGE_SIZES)[number] = DEFAULT_PAGE_SIZE) {
  return z.object({
    page: pageNumberSchema,
    perPage: pageSizeSchema.default(defaultPerPage),
    search: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
  });
}

/** A page of a list: the items, plus what a pager needs. */
export function pageSchema<Item extends z.ZodTypeAny>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    totalPages: z.number().int().min(0),
  });
}

export const okSchema = z.object({ ok: z.literal(true) });
