import { z } from 'zod';

/** The files a table export is written as (docs/api.md "Exports"): CSV (UTF-8 with a BOM) or an Excel workbook. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The `format` query parameter of every table export; CSV when not given (the older links). */
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { message: 'must be csv or xlsx' }).default('csv');
