import { z } from 'zod';
import { requiredOr } from './common.js';

/** What a holidays CSV may hold: a year's holidays are a few dozen rows, so these are generous. */
export const HOLIDAY_CSV_MAX_CHARS = 100_000;
export const HOLIDAY_CSV_MAX_ROWS = 500;
/** The header the import reads (either order; `day` is taken for `date`). */
export const HOLIDAY_CSV_COLUMNS = ['date', 'name'] as const;

/** POST /v2/company/public-holidays/import: the CSV's text; `preview` true checks every row and saves nothing. */
export const importHolidaysBodySchema = z
  .object({
    csv: z
      .string({ error: requiredOr('must be the CSV as text') })
      .min(1, { message: 'is empty' })
      .max(HOLIDAY_CSV_MAX_CHARS, { message: `must be at most ${HOLIDAY_CSV_MAX_CHARS / 1000} KB` }),
    preview: z.boolean({ error: requiredOr('must be true or false') }),
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
  rows: z.array(holidayImportRowSchema),
  saved: z.number().int().nonnegative(),
});
export type HolidayImportResult = z.infer<typeof holidayImportResultSchema>;
