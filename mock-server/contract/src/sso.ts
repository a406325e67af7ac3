import { z } from 'zod';
import { emailSchema } from './auth.js';
import { requiredOr } from './common.js';

/**
 * Single sign-on with OpenID Connect (docs/security.md): one identity provider per company, for the
 * e-mail domains it names. The client secret is write-only: answers say only whether one is set.
 */
export const ssoSettingsSchema = z.object({
  enabled: z.boolean(),
  /** What the sign-in page's button says: "Sign in with {name}". */
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  domains: z.array(z.string()),
  /** Someone the provider vouches for who is no peer yet becomes one, at level1. */
  jitProvisioning: z.boolean(),
  /** false: only level3 peers may still sign in with a password (the break-glass path). */
  passwordSignIn: z.boolean(),
  /** The address to register at the provider as the client's redirect URI. */
  redirectUri: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** PATCH /v2/company/sso (level3): any of them; answered with ssoSettingsSchema. */
export const updateSsoSettingsBodySchema = z
  .object({
    enabled: z.boolean({ error: 'must be true or false' }),
    name: z
      .string({ error: requiredOr('must be text') })
      .trim()
      .max(60, { message: 'must be at most 60 characters', abort: true })
      .min(2, { message: 'must be at least 2 characters' }),
    issuer: z
      .string({ error: requiredOr('must be text') })
      .trim()
      .max(500, { message: 'must be at most 500 characters', abort: true })
      .url({ message: 'must be the issuer URL, such as https://login.example.com' }),
    clientId: z
      .string({ error: requiredOr('must be text') })
      .trim()
      .max(255, { message: 'must be at most 255 characters', abort: true })
      .min(1, { message: 'is required' }),
    /** Write-only: never answered. */
    clientSecret: z
      .string({ error: requiredOr('must be text') })
      .max(1000, { message: 'must be at most 1000 characters', abort: true })
      .min(1, { message: 'is required' }),
    domains: z
      .array(
        z
          .string({ error: 'must be e-mail domains such as example.com' })
          .trim()
          .max(253, { message: 'must be at most 253 characters', abort: true })
          .toLowerCase()
          .regex(DOMAIN, { message: 'must be e-mail domains such as example.com' }),
        { error: 'must be a list of e-mail domains' },
      )
      .max(20, { message: 'must hold at most 20 domains' })
      .refine((domains) => new Set(domains).size === domains.length, { message: 'must not repeat a domain' }),
    jitProvisioning: z.boolean({ error: 'must be true or false' }),
    passwordSignIn: z.boolean({ error: 'must be true or false' }),
  })
  .partial()
  .strict();
export type UpdateSsoSettingsBody = z.infer<typeof updateSsoSettingsBodySchema>;

/** GET /v2/auth/sso: the single sign-on that covers an e-mail address's domain, if any. */
export const ssoLookupQuerySchema = z.object({ email: emailSchema });
export const ssoLookupSchema = z.object({
  provider: z.object({ name: z.string(), startUrl: z.string() }).nullable(),
});
export type SsoLookup = z.infer<typeof ssoLookupSchema>;

/** GET /v2/auth/sso/start: where the button leads; the API sends the browser on to the provider. */
export const ssoStartQuerySchema = z.object({ email: emailSchema });

/** GET /v2/auth/sso/callback: what the provider sends back (checked by the server, never trusted as-is). */
export const ssoCallbackQuerySchema = z
  .object({
    code: z.string().max(4000).optional(),
    state: z.string().max(200).optional(),
    error: z.string().max(200).optional(),
  })
  .passthrough();

/** Why the sign-in page was sent back without a session (`?ssoError=`). */
export const SSO_ERRORS = ['expired', 'failed', 'unverified', 'unknown', 'disabled'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** POST /v2/auth/sso/session: the one-time code the callback gave the sign-in page, for the session. */
export const ssoSessionBodySchema = z.object({
  code: z
    .string({ error: requiredOr('must be text') })
    .min(20, { message: 'is not valid' })
    .max(200),
});

/**
 * Single sign-on's paths, here rather than in `apiPaths`: the sign-in page carries `apiPaths` (the first
 * page's contract), and single sign-on's part of that page is a chunk of its own.
 */
export const ssoPaths = {
  /** GET which provider covers an e-mail address (ssoLookupSchema). */
  lookup: '/v2/auth/sso',
  /** GET ?email=: sends the browser on to the company's provider. */
  start: '/v2/auth/sso/start',
  /** GET: where the provider sends the browser back (the redirect URI to register there). */
  callback: '/v2/auth/sso/callback',
  /** POST the callback's one-time code for a session (loginResponseSchema). */
  session: '/v2/auth/sso/session',
  /** GET, PATCH: the company's single sign-on settings (level3). */
  settings: '/v2/company/sso',
};
