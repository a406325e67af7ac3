import type { FastifyRequest } from 'fastify';
import { apiError, fieldProblem, HttpError } from './errors.js';
import { plainCells } from './plain-text-input.js';
import { readCsvRows, readXlsxRows } from '../services/sheets/sheet-reader.js';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How much of an upload one import reads: the file's bytes, and the rows under its header. */
export type SheetLimits = { maxBytes: number; maxRows: number };

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Reads the one `file` field of a multipart upload: a CSV (UTF-8) or an XLSX workbook (its first sheet). */
export async function readSheetUpload(request: FastifyRequest, limits: SheetLimits): Promise<string[][]> {
  return (await readSheetUploadWithFields(request, limits)).cells;
}

/** The sheet, and the plain text fields sent before its `file` part (an import's `mapping`). */
export async function readSheetUploadWithFields(
  request: FastifyRequest,
  limits: SheetLimits,
): Promise<{ cells: string[][]; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw new HttpError(415, apiError('sheet.multipart'), [fieldProblem('file', apiError('field.required'))]);
  let bytes: Buffer;
  const fields: Record<string, string> = {};
  try {
    const part = await request.file({ limits: { fileSize: limits.maxBytes, files: 1, fieldSize: 64 * 1024 } });
    if (!part || part.fieldname !== 'file')
      throw new HttpError(400, apiError('sheet.choose'), [fieldProblem('file', apiError('field.required'))]);
    for (const [name, field] of Object.entries(part.fields)) {
      const value = Array.isArray(field) ? field[0] : field;
      if (value?.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
    }
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const size = megabytes(limits.maxBytes);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, apiError('sheet.tooLarge', { size }), [
        fieldProblem('file', apiError('field.tooLarge', { maximum: size })),
      ]);
    throw new HttpError(400, apiError('upload.unreadable'), [fieldProblem('file', apiError('field.unreadable'))]);
  }
  return { cells: plainCells(await parseSheet(bytes, limits.maxRows)), fields };
}

/**
 * The cells of a CSV or XLSX file as text, row by row, blank rows left out: the header and at most one
 * row more than an import takes (enough to say it has too many), however long the file is.
 */
async function parseSheet(bytes: Buffer, maxRows: number): Promise<string[][]> {
  const sniffed = await (await import('file-type')).fileTypeFromBuffer(bytes);
  const rows = maxRows + 2;
  if (sniffed?.mime === XLSX_MIME) return readXlsxRows(bytes, rows);
  if (sniffed || bytes.includes(0))
    throw new HttpError(415, apiError('sheet.notSheet'), [fieldProblem('file', apiError('field.notSheet'))]);
  return readCsvRows(bytes, rows);
}
