import { z } from 'zod';

/** The values a coded message names (error-codes.ts), to put in place in the reader's language. */
const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** One bad field of a request: where it is and what is wrong with it, in words a user can act on. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  code: z
    .string()
    .optional()
    .describe("The message's stable code (error-codes.ts), absent from servers that predate codes"),
  params: errorParamsSchema.optional().describe('The values the coded message puts in place (a day as YYYY-MM-DD)'),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error answer of the API (docs/api.md): the HTTP status repeated, its name, a message. */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string().describe('English, for clients that do not know `code` yet and for people reading the answer'),
  code: z
    .string()
    .optional()
    .describe("The message's stable code (error-codes.ts): the apps show it in the reader's language"),
  params: errorParamsSchema.optional().describe('The values the coded message puts in place (a day as YYYY-MM-DD)'),
  details: z.array(fieldErrorSchema).optional(),
  /** The request's id, also in the X-Request-Id header and on each of its log lines. */
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
