import { z } from 'zod';

export const idSchema = z.string().uuid({ message: 'must be a valid id' });
/** Route params of `/…/:id`. */
export const idParamsSchema = z.object({ id: idSchema });
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date as YYYY-MM-DD' });
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

/** `page` is 1-based; `perPage` is one of 10, 20, 40 (PRODUCT.md §3). */
export function pageQuerySchema(defaultPerPage: (typeof PAGE_SIZES)[number] = DEFAULT_PAGE_SIZE) {
  return z.object({
    page: z.coerce.number({ message: 'must be a number' }).int().min(1, { message: 'must be 1 or more' }).max(100_000).default(1),
    perPage: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), { message: 'must be 10, 20 or 40' })
      .default(defaultPerPage),
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
