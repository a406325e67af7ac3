import { errorEnvelopeSchema } from '@timely/contract';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: details name each bad field',
  401: 'No session, or it has ended',
  403: 'Not allowed for your level, or the body names another company or user',
  404: 'Not found in your company',
  409: 'Conflicts with what is stored (the message says what)',
  413: 'Too large',
  415: 'Unsupported file type',
  429: 'Too many attempts: wait for Retry-After seconds',
  503: 'Not ready: the database does not answer or lacks migrations',
};

/** The error answers of a route, for its OpenAPI entry: each is the error envelope. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema.describe(DESCRIPTIONS[code] ?? 'Error')]));
}
