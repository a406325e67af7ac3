import { z } from 'zod';
import { requiredOr } from './common.js';

/** What a holidays CSV may hold: a year's holidays are a few dozen rows, so these are generous. */
export const HOLIDAY_CSV_MAX_CHARS = 100_000;
export const HOLIDAY_CSV_MAX_ROWS = 500;
/** The header the import reads (either order; `day` is taken for `date`). */
export const HOLIDAY_CSV_COLUMNS = ['date', 'name'] as const;

/**
 * How the CSV's headers are matched to the two fields, when the admin chose (a header as written → `date`,
 * `name` or null for "not imported"); headers left out are matched as the company's last import matched them,
 * else by their spelling. The save remembers the matching it used.
 */
export const holidayMappingSchema = z
  .record(
    z.string().max(200, { message: 'must name headers of at most 200 characters' }),
    z.enum(HOLIDAY_CSV_COLUMNS, { message: 'must match each header to date, name or null' }).nullable(),
    { error: 'must be an object of CSV headers and fields' },
  )
  .refine((mapping) => Object.keys(mapping).length <= 50, { message: 'must name at most 50 headers' });
export type HolidayMapping = z.infer<typeof holidayMappingSchema>;

/** POST /v2/company/public-holidays/import: the CSV's text; `preview` true checks every row and saves nothing. */
export const importHolidaysBodySchema = z
  .object({
    csv: z
      .string({ error: requiredOr('must be the CSV as text') })
      .min(1, { message: 'is empty' })
      .max(HOLIDAY_CSV_MAX_CHARS, { message: `must be at most ${HOLIDAY_CSV_MAX_CHARS / 1000} KB` }),
    preview: z.boolean({ error: requiredOr('must be true or false') }),
    mapping: holidayMappingSchema.optional(),
  })
  .strict();
export type ImportHolidaysBody = z.infer<typeof importHolidaysBodySchema>;

/** A problem with one cell: the column it is in and what is wrong, as a sentence part. */
export const holidayRowErrorSchema = z.object({ column: z.string(), message: z.string() });
/** One data row as read: `row` is its line in the file (the header is row 1). */
export const holidayImportRowSchema = z.object({
  row: z.number().int().positive(),
  day: z.string(),
  name: z.string(),
  errors: z.array(holidayRowErrorSchema),
});
export type HolidayImportRow = z.infer<typeof holidayImportRowSchema>;

/** The preview (saved 0), or the saved import; a save with any row in error is refused with 400 and saves nothing. */
export const holidayImportResultSchema = z.object({
  /** Each header of the CSV, in its order, and the field its cells go to (null: not imported). */
  columns: z.array(z.object({ header: z.string(), column: z.enum(HOLIDAY_CSV_COLUMNS).nullable() })),
  /** Fields no header is matched to: until they are, no row is read (and a save is refused). */
  missingColumns: z.array(z.enum(HOLIDAY_CSV_COLUMNS)),
  rows: z.array(holidayImportRowSchema),
  saved: z.number().int().nonnegative(),
});
export type HolidayImportResult = z.infer<typeof holidayImportResultSchema>;
