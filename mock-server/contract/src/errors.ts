import { z } from 'zod';

/** One bad field of a request: where it is and what is wrong with it, in words a user can act on. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error answer of the API (PRODUCT.md §4): the HTTP status repeated, its name, a message. */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.array(fieldErrorSchema).optional(),
  /** The request's id, also in the X-Request-Id header and on each of its log lines. */
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
