import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@timely/contract';
import {
  attachmentHeader,
  EXPORT_CONTENT_TYPES,
  exportFileName,
  tableExport,
  type ExportColumn,
  type Rows,
} from '../services/exports/table-export.js';

/**
 * Sends a table export: the format's type, its file name, no caching, and the file streamed as it is written.
 * Whatever can refuse (access, a missing thing) must have run before: once streaming, the answer is a 200.
 */
export function sendTable<Row>(
  reply: FastifyReply,
  table: {
    format: ExportFormat;
    fileStem: string;
    columns: readonly ExportColumn<Row>[];
    rows: Rows<Row>;
    sheetName?: string;
  },
) {
  return reply
    .header('content-disposition', attachmentHeader(exportFileName(table.fileStem, table.format)))
    .header('cache-control', 'no-store')
    .type(EXPORT_CONTENT_TYPES[table.format])
    .send(tableExport(table.format, table.columns, table.rows, table.sheetName));
}
