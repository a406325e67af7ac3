import { z } from 'zod';
import { fieldErrorSchema } from './errors.js';

/**
 * Issue #33, bringing the team in: the columns of a peers sheet (CSV or XLSX), in the template's order.
 * Header spellings such as "Employee ID" or "job_role" are accepted too.
 */
export const PEER_IMPORT_COLUMNS = [
  'name',
  'email',
  'employeeId',
  'jobRole',
  'designation',
  'location',
  'level',
  'hireDate',
  'manager',
] as const;
export type PeerImportColumn = (typeof PEER_IMPORT_COLUMNS)[number];

/**
 * What one import may hold: the file and its rows under the header. A cell is checked against its field's
 * own limit (the add-peer form's: a name at most 80 characters); the preview shows it cut at `maxCellLength`.
 */
export const PEER_IMPORT_LIMITS = { maxBytes: 1024 * 1024, maxRows: 1000, maxCellLength: 200 } as const;

export const peerImportRowSchema = z.object({
  /** The row number in the sheet (the header is row 1). */
  row: z.number().int().min(2),
  /**
   * Every column's cell, trimmed (a cell past `maxCellLength` is shown cut there; past its field's limit, it
   * is an error); partial, so a screen still reads an older server that has fewer columns.
   */
  values: z.partialRecord(z.enum(PEER_IMPORT_COLUMNS), z.string()),
  errors: z.array(fieldErrorSchema),
});
export type PeerImportRow = z.infer<typeof peerImportRowSchema>;

/** The most headers a mapping may name, and the longest header it may name (a sheet's own limits). */
export const IMPORT_MAPPING_LIMITS = { maxHeaders: 50, maxHeaderLength: 200 } as const;

/**
 * The multipart field `mapping` of a preview or import (JSON, sent before `file`): the sheet's headers as
 * written, each matched to a field or to null ("not imported"). Headers it leaves out are matched as the
 * company's last import matched them, else by their spelling. The import remembers the matching it used.
 */
export const peerImportMappingSchema = z
  .record(
    z.string().max(IMPORT_MAPPING_LIMITS.maxHeaderLength, {
      message: `must name headers of at most ${IMPORT_MAPPING_LIMITS.maxHeaderLength} characters`,
    }),
    z
      .enum(PEER_IMPORT_COLUMNS, {
        message: `must match each header to one of ${PEER_IMPORT_COLUMNS.join(', ')} or null`,
      })
      .nullable(),
    { error: 'must be an object of sheet headers and fields' },
  )
  .refine((mapping) => Object.keys(mapping).length <= IMPORT_MAPPING_LIMITS.maxHeaders, {
    message: `must name at most ${IMPORT_MAPPING_LIMITS.maxHeaders} headers`,
  });
export type PeerImportMapping = z.infer<typeof peerImportMappingSchema>;

/** POST /v2/peers/import/preview: every row checked, nothing saved. */
export const peerImportPreviewSchema = z.object({
  /** Each header of the sheet, in its order, and the field its cells go to (null: not imported). */
  columns: z.array(z.object({ header: z.string(), column: z.enum(PEER_IMPORT_COLUMNS).nullable() })),
  /** Required fields no header is matched to: until they are, no row is checked (and the import is refused). */
  missingColumns: z.array(z.enum(PEER_IMPORT_COLUMNS)),
  rows: z.array(peerImportRowSchema),
  /** The sheet's headers that name no column, as written: their cells are not imported. */
  ignoredColumns: z.array(z.string()),
  validCount: z.number().int().min(0),
  invalidCount: z.number().int().min(0),
});
export type PeerImportPreview = z.infer<typeof peerImportPreviewSchema>;

/** POST /v2/peers/import: the rows checked again; the valid ones added together (all or none), each invited by email. */
export const peerImportResultSchema = peerImportPreviewSchema.extend({ created: z.number().int().min(0) });
export type PeerImportResult = z.infer<typeof peerImportResultSchema>;
