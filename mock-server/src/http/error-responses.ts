import { z } from 'zod';
import { errorEnvelopeSchema } from '@timely/contract';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: details name each bad field',
  401: 'No session, or it has ended',
  403: 'Not allowed for your level, or the body names another company or user',
  404: 'Not found in your company',
  409: 'Conflicts with what is stored (the message says what)',
  413: 'Too large',
  414: 'A path parameter is too long',
  415: 'Unsupported file or body type',
  429: 'Too many attempts: wait for Retry-After seconds',
  500: 'The server failed: the message carries the request id to report',
  503: 'Not ready: the database does not answer or lacks migrations',
};

/**
 * The envelope described for each status, made once: `describe` copies the schema and registers the copy's
 * description, and every route asks for several whenever the server is built.
 */
const DESCRIBED = new Map<number, ReturnType<typeof errorEnvelopeSchema.describe>>();
function describedEnvelope(code: number) {
  let schema = DESCRIBED.get(code);
  if (!schema) DESCRIBED.set(code, (schema = errorEnvelopeSchema.describe(DESCRIPTIONS[code] ?? 'Error')));
  return schema;
}

/** The error answers of a route, for its OpenAPI entry: each is the error envelope. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, describedEnvelope(code)]));
}

/** A table export's answer (services/exports/table-export.ts): CSV or XLSX, as the `format` parameter asks. */
export function exportFileResponse(what: string) {
  return fileResponse(
    `${what} as CSV (format=csv, the default) or an Excel workbook (format=xlsx)`,
    'text/csv',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
}

/**
 * A file answer for the OpenAPI document: its real content type with a string (text) or binary body. The
 * route sends the bytes itself (`reply.type(...)`), so no schema ever serialises them.
 */
export function fileResponse(description: string, ...contentTypes: string[]) {
  const text = contentTypes.every((type) => type.startsWith('text/'));
  // unknown to TypeScript: a route sends a string, a Buffer or a stream
  const schema = z.unknown().meta({ type: 'string', ...(text ? {} : { format: 'binary' }) });
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) };
}
