import { z } from 'zod';
import { idSchema, isoDateTimeSchema, requiredOr } from './common.js';
import { newPasswordSchema } from './auth.js';
import { LANGUAGES } from './preferences.js';

const linkTokenSchema = z
  .string({ error: requiredOr('must be text') })
  .min(1, { message: 'is required' })
  .max(200, { message: 'must be at most 200 characters' });

/** POST /v2/auth/invitation: what an invitation link is (the token travels in the body, never in a URL a log keeps). */
export const invitationLookupBodySchema = z.object({ token: linkTokenSchema });
export type InvitationLookupBody = z.infer<typeof invitationLookupBodySchema>;

/**
 * What the Join page shows of a link: `open` while it can be accepted; `revoked` when an admin took it back,
 * `expired` past its date, `replaced` when a newer invitation was sent, `accepted` once a password was chosen
 * (the invitee signs in instead). The company, the invitee and who invited them are named only for a link
 * that was once real; an unknown token answers `unknown` and nothing else.
 */
export const INVITATION_LINK_STATES = ['open', 'revoked', 'expired', 'replaced', 'accepted', 'unknown'] as const;
export const invitationLinkSchema = z.object({
  state: z.enum(INVITATION_LINK_STATES),
  companyName: z.string().nullable(),
  /** The invitee's name and address (the address they will sign in with). */
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** Who sent this link; null when unknown (the command line, or their account is gone). */
  invitedBy: z.string().nullable(),
  expiresAt: isoDateTimeSchema.nullable(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** POST /v2/auth/invitation/accept: the invitee's password (the rules of every new password) and language; answers a session. */
export const acceptInvitationBodySchema = z.object({
  token: linkTokenSchema,
  password: newPasswordSchema,
  language: z.enum(LANGUAGES, { message: `must be one of ${LANGUAGES.join(', ')}` }),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/** The most peers one bulk resend or revoke takes (a page of the peers list at its largest, and then some). */
export const BULK_INVITATIONS_MAX = 100;

/** POST /v2/peers/invitations/resend and /revoke (level3): the peers whose invitations to act on. */
export const bulkInvitationsBodySchema = z.object({
  ids: z
    .array(idSchema, { error: requiredOr('must be a list of peer ids') })
    .min(1, { message: 'must name at least one peer' })
    .max(BULK_INVITATIONS_MAX, { message: `must name at most ${BULK_INVITATIONS_MAX} peers` })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'must not name a peer twice' }),
});
export type BulkInvitationsBody = z.infer<typeof bulkInvitationsBodySchema>;

/** What a bulk action did: the peers it acted on, and each one it left alone with the reason (a coded message). */
export const bulkInvitationsResultSchema = z.object({
  done: z.array(idSchema),
  skipped: z.array(
    z.object({
      id: idSchema,
      /** Why, as an error's coded message (error-codes.ts) with its values, and its English. */
      code: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      message: z.string(),
    }),
  ),
});
export type BulkInvitationsResult = z.infer<typeof bulkInvitationsResultSchema>;

/** GET /v2/peers/invitations/summary (level3): the invitations not accepted yet, by state (live peers only). */
export const invitationSummarySchema = z.object({
  pending: z.number().int().nonnegative(),
  expired: z.number().int().nonnegative(),
  revoked: z.number().int().nonnegative(),
});
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

/**
 * The invitations' paths, beside their schemas rather than in `apiPaths`: the sign-in page carries
 * `apiPaths` (the first page's contract), and only the Join page and the peers screens read these.
 */
export const invitationPaths = {
  /** POST { token }: what an invitation link is (the Join page). */
  link: '/v2/auth/invitation',
  /** POST: choose the password and language, and sign in. */
  accept: '/v2/auth/invitation/accept',
  /** POST { ids }: resend or revoke many (level3). */
  resend: '/v2/peers/invitations/resend',
  revoke: '/v2/peers/invitations/revoke',
  /** GET: how many are not accepted yet, expired or revoked (level3). */
  summary: '/v2/peers/invitations/summary',
};
