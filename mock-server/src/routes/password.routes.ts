import {
  apiPaths,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  okSchema,
  resetPasswordBodySchema,
} from '@timely/contract';
import { requireSession } from '../http/access-guard.js';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { apiError, fieldError, unauthorized } from '../http/errors.js';
import { publicContext, serviceContext } from '../http/service-context.js';
import { claimLoginAttempt, forgetAccountAttempts, loginSucceeded } from '../services/login-throttle.js';
import { sendResetMail, spendPasswordToken } from '../services/password-tokens.js';
import { assertUncommonPassword } from '../services/common-passwords.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';
import { revokeSessions } from '../services/tokens.js';
import { findActiveUserByEmail, findActiveUserById, storePasswordHash } from '../services/users.js';

// per address, on top of the per-account mail cap in password-tokens.ts
const PER_ADDRESS = { max: 10, timeWindow: 60_000 };

/** Forgot, reset and change password (docs/api.md, "Auth flow"). */
export async function passwordRoutes(app: App): Promise<void> {
  registerPasswordReset(app);
  registerPasswordChange(app);
}

/** A forgotten password: the mailed link, and choosing a new password with it. */
function registerPasswordReset(app: App): void {
  const orm = app.db.orm;

  app.post(
    apiPaths.auth.forgotPassword,
    {
      config: { access: ACCESS.public, rateLimit: PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary: 'Email a one-time link to choose a new password',
        description:
          'Always 202, whether or not the address has an account. The link opens /pages/reset-password?token=… on the portal.',
        body: forgotPasswordBodySchema,
        response: { 202: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // answered before the account is even looked up: the answer takes the same time whether or not it exists
      const { email } = request.body;
      const ctx = publicContext(request);
      app.afterReply('password reset mail', async () => {
        const user = await findActiveUserByEmail(orm, email);
        // a revoked invitation stays revoked: "forgot password" is no way around it
        if (user && user.invitation !== 'revoked') await sendResetMail(ctx, user);
      });
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.post(
    apiPaths.auth.resetPassword,
    {
      config: { access: ACCESS.public, rateLimit: PER_ADDRESS },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the emailed token',
        description: 'The token works once and expires. Every session of the user is signed out.',
        body: resetPasswordBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await assertUncommonPassword('password', request.body.password);
      const ctx = publicContext(request);
      const userId = await spendPasswordToken(ctx, request.body.token);
      const user = userId ? await findActiveUserById(orm, userId) : undefined;
      if (!user) throw fieldError('token', apiError('field.linkExpired'));
      // a password chosen through a link (an invitation's or a reset's) accepts any invitation
      const passwordHash = await hashPassword(request.body.password, app.config.passwordCost);
      await storePasswordHash(ctx, user.id, passwordHash, { acceptInvitation: true });
      await revokeSessions(orm, user.id, app.now());
      await forgetAccountAttempts(ctx, user.email);
      return { ok: true as const };
    },
  );
}

/** Changing one's own password while signed in. */
function registerPasswordChange(app: App): void {
  const orm = app.db.orm;

  app.post(
    apiPaths.auth.changePassword,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password',
        description:
          'The current password is required (wrong guesses count as failed sign-ins). Your other sessions are signed out; this one stays.',
        body: changePasswordBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      // an API token cannot change its owner's password (nor lock them out)
      const auth = requireSession(request);
      const ctx = serviceContext(request);
      const user = await findActiveUserById(orm, auth.userId);
      if (!user) throw unauthorized();
      // a guess at the current password counts like a sign-in attempt
      await claimLoginAttempt(ctx, user.email, request.ip);
      const { currentPassword, newPassword } = request.body;
      // a 400, not a 401: a wrong guess here must not sign the user out
      if (!(await verifyPassword(currentPassword, user.passwordHash, app.config.passwordCost)))
        throw fieldError('currentPassword', apiError('field.incorrect'));
      await loginSucceeded(ctx, user.email, request.ip);
      if (newPassword === currentPassword) throw fieldError('newPassword', apiError('field.samePassword'));
      await assertUncommonPassword('newPassword', newPassword);
      await storePasswordHash(ctx, user.id, await hashPassword(newPassword, app.config.passwordCost));
      await revokeSessions(orm, user.id, app.now(), auth.sessionId);
      return { ok: true as const };
    },
  );
}
