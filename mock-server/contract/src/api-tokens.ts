import { z } from 'zod';
import { idSchema, isoDateSchema, isoDateTimeSchema, requiredOr, wholeIfInRange } from './common.js';

/**
 * Personal API tokens (docs/integrations.md "API tokens"): a person makes a token on their profile and a
 * script sends it as `Authorization: Bearer tly_…`; it acts as its owner, with the owner's current level and
 * nothing more. The server keeps only the secret's SHA-256 and its first characters (to tell tokens apart);
 * the `tly_` prefix lets secret scanners recognise a leaked one.
 */
export const API_TOKEN_PREFIX = 'tly_';
/** `tly_` and 32 random bytes, base64url. */
export const API_TOKEN_PATTERN = /^tly_[A-Za-z0-9_-]{43}$/;
/** How many characters of the secret the list shows (`tly_` and four more): enough to tell tokens apart. */
export const API_TOKEN_SHOWN_CHARS = 8;

/** `read`: GET and HEAD only; `write`: reads and changes, as far as the owner may. */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** A token works for a term its owner chooses: a year at most, never forever. */
export const API_TOKEN_MAX_DAYS = 365;
/** The terms the profile offers, besides a date of one's own. */
export const API_TOKEN_TERMS = [30, 90, 365] as const;
/** Tokens one person may hold at once (expired ones count until they are revoked). */
export const API_TOKENS_PER_PERSON = 20;
/** Requests one token may send a minute (429 with Retry-After past it). */
export const API_TOKEN_REQUESTS_PER_MINUTE = 300;
export const API_TOKEN_NAME_MAX = 60;

/**
 * The API tokens' paths, beside their schemas rather than in `apiPaths` (the sign-in page carries that one).
 * Managed from a signed-in session only: a token cannot list, make or revoke tokens.
 */
export const apiTokenPaths = {
  /** The caller's tokens: GET the list, POST a new one (its secret shown once). */
  mine: '/v2/me/api-tokens',
  /** DELETE (revoke) one of the caller's tokens. */
  one: (id: string) => `/v2/me/api-tokens/${id}`,
};

/** A token as listed: never its secret, only its first characters. */
export const apiTokenSchema = z.object({
  _id: idSchema,
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** `tly_` and the secret's next four characters, to match a token in a script to its row. */
  start: z.string(),
  createdAt: isoDateTimeSchema,
  /** Past it the token is refused (401), as a revoked one is. */
  expiresAt: isoDateTimeSchema,
  /** When it last opened a request, to the minute; null if never. */
  lastUsedAt: isoDateTimeSchema.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** GET /v2/me/api-tokens: newest first, with the most one may hold. */
export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema), limit: z.number().int() });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

// eslint-disable-next-line no-control-regex -- the characters it refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * POST /v2/me/api-tokens: a name, a scope and a term, either in days from now (`expiresInDays`, 1 to 365)
 * or a last day (`expiresOn`, the token works through that day, UTC), never both; without either, 90 days.
 */
export const createApiTokenBodySchema = z
  .object({
    name: z
      .string({ error: requiredOr('must be text') })
      .trim()
      .min(1, { message: 'is required' })
      .max(API_TOKEN_NAME_MAX, { message: `must be at most ${API_TOKEN_NAME_MAX} characters` })
      .refine((text) => !CONTROL_CHARACTERS.test(text), { message: 'must not contain control characters' }),
    scope: z.enum(API_TOKEN_SCOPES, { error: requiredOr('must be read or write') }),
    expiresInDays: z
      .number({ message: 'must be a number' })
      .min(1, { message: 'must be 1 or more' })
      .max(API_TOKEN_MAX_DAYS, { message: `must be at most ${API_TOKEN_MAX_DAYS}` })
      .int(wholeIfInRange('must be a whole number'))
      .optional(),
    expiresOn: isoDateSchema.optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.expiresInDays !== undefined && body.expiresOn !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['expiresOn'],
        message: 'must be left out when a number of days is given',
      });
  });
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

/** The new token and its secret: shown this once, as the server keeps only its hash. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
