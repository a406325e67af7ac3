import { fieldSentence, type FieldError } from '@timely/contract';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error a handler throws on purpose; the error handler turns it into the envelope of PRODUCT.md §4. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function statusName(statusCode: number): string {
  return STATUS_NAMES[statusCode] ?? 'Error';
}

export const badRequest = (message: string, details?: FieldError[]) => new HttpError(400, message, details);
export const unauthorized = (message = 'Your session has ended; please sign in again.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found.`);
export const conflict = (message: string, details?: FieldError[]) => new HttpError(409, message, details);

/**
 * A validation failure on one field: `details` name it by its key, for the form to show the message next
 * to it; the message a person reads names it as the form labels it ("Current password is incorrect.").
 */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, fieldSentence(field, message), [{ field, message }]);
}
