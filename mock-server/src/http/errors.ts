import { STATUS_CODES } from 'node:http';
import type { ApiErrorCode, ApiErrorParams, FieldError } from '@timely/contract';
import { apiErrorMessage, fieldSentence, fieldsSummary } from '@timely/contract/english';

/** A message of the catalog (error-codes.ts) with its values: the apps translate it, curl users read its English. */
export type ApiErrorText = { code: ApiErrorCode; params?: ApiErrorParams; message: string };

/**
 * What an error says. A plain string is English the apps cannot translate: older call sites still throw one,
 * and `error-codes.test.ts` lists them so that none is added.
 */
export type ErrorText = string | ApiErrorText;

export function apiError(code: ApiErrorCode, params?: ApiErrorParams): ApiErrorText {
  return { code, ...(params ? { params } : {}), message: apiErrorMessage(code, params) };
}

/** An error a handler throws on purpose; the error handler turns it into the envelope of docs/api.md. */
export class HttpError extends Error {
  readonly code?: ApiErrorCode;
  readonly params?: ApiErrorParams;

  constructor(
    readonly statusCode: number,
    text: ErrorText,
    readonly details?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof text === 'string' ? text : text.message);
    this.name = 'HttpError';
    if (typeof text !== 'string') {
      this.code = text.code;
      if (text.params) this.params = text.params;
    }
  }
}

export function statusName(statusCode: number): string {
  // Node's names of the statuses: 413 "Payload Too Large", 414 "URI Too Long"...
  return STATUS_CODES[statusCode] ?? 'Error';
}

export const unauthorized = (text: ErrorText = apiError('auth.sessionEnded')) => new HttpError(401, text);
export const forbidden = (text: ErrorText = apiError('auth.noAccess')) => new HttpError(403, text);
export const notFound = (code: ApiErrorCode = 'notFound.resource') => new HttpError(404, apiError(code));
export const conflict = (text: ErrorText, details?: FieldError[]) => new HttpError(409, text, details);

/** One field's problem for `details`, with its code when the catalog has it. */
export function fieldProblem(field: string, text: ErrorText): FieldError {
  if (typeof text === 'string') return { field, message: text };
  return { field, message: text.message, code: text.code, ...(text.params ? { params: text.params } : {}) };
}

/**
 * Several fields' problems at once: the message lists them, and the form shows each next to its field. The
 * envelope's code is always the summary's, even when a field's message has none: the apps compose it from
 * `details` and show the English when one of them has no code.
 */
export function invalidFields(details: FieldError[], statusCode = 400): HttpError {
  return new HttpError(statusCode, { code: 'request.invalidFields', message: fieldsSummary(details) }, details);
}

/**
 * A validation failure on one field: `details` name it by its key, for the form to show the message next
 * to it; the message a person reads names it as the form labels it ("Current password is incorrect.").
 */
export function fieldError(field: string, text: ErrorText): HttpError {
  const detail = fieldProblem(field, text);
  const sentence = fieldSentence(field, detail.message);
  return new HttpError(400, { code: 'request.invalidField', message: sentence }, [detail]);
}
