import {
  acceptInvitationBodySchema,
  invitationLinkSchema,
  invitationLookupBodySchema,
  loginResponseSchema,
  invitationPaths,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { publicContext } from '../http/service-context.js';
import { acceptInvitation, lookupInvitation } from '../services/peers/invitation-links.js';
import { issueTokens } from '../services/tokens.js';
import { findActiveUserById, toSessionUser } from '../services/users.js';

// public routes that read or spend a link: a few per address and minute is plenty for a person
const PER_ADDRESS = { max: 10, timeWindow: 60_000 };

/** The Join page's calls (issue #50, docs/peers.md "Joining"): what an invitation link is, and accepting it. */
export async function invitationRoutes(app: App): Promise<void> {
  const orm = app.db.orm;

  app.post(
    invitationPaths.link,
    {
      config: { access: ACCESS.public, rateLimit: PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary: 'What an invitation link is: its company, invitee and inviter, and whether it can still be accepted',
        description:
          'The token of the link an invitation mail carries (/pages/join#token=…), in the body so that no log keeps it. state is open, revoked, expired, replaced (a newer invitation was sent), accepted, or unknown (then every other field is null).',
        body: invitationLookupBodySchema,
        response: { 200: invitationLinkSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => lookupInvitation(publicContext(request), request.body.token),
  );

  app.post(
    invitationPaths.accept,
    {
      config: { access: ACCESS.public, rateLimit: PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation: choose a password and a language; signs the invitee in',
        description:
          'The link works once, until it expires, and only while the invitation is pending (not revoked or replaced); otherwise 400 on token. The password follows the rules of every new password. Records peer.invitation_accepted. Answers like POST /v2/auth/login.',
        body: acceptInvitationBodySchema,
        response: { 201: loginResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const ctx = { ...publicContext(request), jwt: app.jwt };
      const userId = await acceptInvitation(ctx, request.body);
      const user = (await findActiveUserById(orm, userId))!;
      const tokens = await issueTokens(ctx, {
        userId: user.id,
        companyId: user.companyId,
        role: user.role,
        level: user.level,
      });
      return reply.code(201).send({ ...tokens, user: await toSessionUser(ctx, user) });
    },
  );
}
