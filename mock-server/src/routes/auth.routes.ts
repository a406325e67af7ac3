import {
  apiPaths,
  loginBodySchema,
  loginResponseSchema,
  okSchema,
  refreshBodySchema,
  refreshResponseSchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { apiError, HttpError, unauthorized } from '../http/errors.js';
import { publicContext } from '../http/service-context.js';
import { claimLoginAttempt, loginSucceeded } from '../services/login-throttle.js';
import { verifyPassword } from '../services/passwords.js';
import { passwordSignInOff } from '../services/sso/sso-sign-in.js';
import { endSessionOf, issueTokens, spendRefreshToken } from '../services/tokens.js';
import { findActiveUserByEmail, findActiveUserById, toSessionUser } from '../services/users.js';

/** Sign-in, token refresh and sign-out. Passwords and the profile live in password.routes.ts and me.routes.ts. */
export async function authRoutes(app: App): Promise<void> {
  const orm = app.db.orm;

  app.post(
    apiPaths.auth.login,
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Attempts are counted per account and per address before the password is checked (docs/security.md): past a few, each must wait longer (429 with Retry-After), up to a minute; nobody is locked out. A company that turned password sign-in off for single sign-on refuses the right password of its level1 and level2 peers (403 auth.passwordSignInOff); level3 peers still sign in.',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const ctx = { ...publicContext(request), jwt: app.jwt };
      // counted before the password is checked: a parallel burst cannot slip past the count
      await claimLoginAttempt(ctx, email, request.ip);
      const user = await findActiveUserByEmail(orm, email);
      const matches = await verifyPassword(password, user?.passwordHash, app.config.passwordCost);
      if (!user || !matches) throw new HttpError(401, apiError('auth.wrongCredentials'));
      await loginSucceeded(ctx, email, request.ip);
      // the company signs in through its provider; level3 keeps the password as the break-glass path
      const off = user.level === 'level3' ? null : await passwordSignInOff(ctx, user.companyId);
      if (off) throw new HttpError(403, apiError('auth.passwordSignInOff', { provider: off.provider }));
      const tokens = await issueTokens(ctx, {
        userId: user.id,
        companyId: user.companyId,
        role: user.role,
        level: user.level,
      });
      return { ...tokens, user: await toSessionUser(ctx, user) };
    },
  );

  app.post(
    apiPaths.auth.refresh,
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new token pair',
        description:
          "Each refresh token works once: the same token again within 20 seconds (a parallel refresh) answers the same new pair; later, a spent one used again ends its whole session (theft). Role and level are read again from the database. No refresh reaches past the session's maximum age (SESSION_MAX_AGE_DAYS).",
        body: refreshBodySchema,
        response: { 200: refreshResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const ctx = { ...publicContext(request), jwt: app.jwt };
      const spent = await spendRefreshToken(ctx, request.body.refreshToken);
      const user = spent ? await findActiveUserById(orm, spent.userId) : undefined;
      if (!spent || !user) throw unauthorized();
      return issueTokens(ctx, {
        userId: user.id,
        companyId: user.companyId,
        role: user.role,
        level: user.level,
        sessionId: spent.sessionId,
        sessionEndsAt: spent.sessionEndsAt,
        spentHash: spent.spentHash,
      });
    },
  );

  app.post(
    apiPaths.auth.logout,
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session of this refresh token ends, its access tokens with it',
        body: refreshBodySchema,
        response: { 200: okSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await endSessionOf(publicContext(request), request.body.refreshToken);
      return { ok: true as const };
    },
  );
}
