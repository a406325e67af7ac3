import { apiPaths, loginBodySchema, loginResponseSchema, okSchema, refreshBodySchema, refreshResponseSchema } from '../contract/index.js';
import type { App } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { HttpError, unauthorized } from '../http/errors.js';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../services/login-throttle.js';
import { verifyPassword } from '../services/passwords.js';
import { issueTokens, spendRefreshToken } from '../services/tokens.js';
import { findActiveUserByEmail, findActiveUserById, toSessionUser } from '../services/users.js';

/** Sign-in, token refresh and sign-out. Passwords and the profile live in password.routes.ts and me.routes.ts. */
export async function authRoutes(app: App): Promise<void> {
  const orm = app.db.orm;

  app.post(apiPaths.auth.login, {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email and password',
      description: 'Failed attempts are limited per account and per address (docs/api.md); past the limit the answer is 429 with Retry-After.',
      body: loginBodySchema,
      response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
    },
  }, async (request) => {
    const { email, password } = request.body;
    // checked before the password, so that a locked account stays locked even for the right guess
    await assertLoginAllowed(app, email, request.ip);
    const user = await findActiveUserByEmail(orm, email);
    const matches = await verifyPassword(password, user?.passwordHash);
    if (!user || !matches) {
      await recordLoginFailure(app, email, request.ip);
      throw new HttpError(401, 'Email or password is incorrect.');
    }
    await clearLoginFailures(app, email);
    const tokens = await issueTokens(app, orm, { userId: user.id, companyId: user.companyId, role: user.role, level: user.level });
    return { ...tokens, user: await toSessionUser(orm, user, request) };
  });

  app.post(apiPaths.auth.refresh, {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Trade a refresh token for a new token pair',
      description: 'Each refresh token works once. Role and level are read again from the database.',
      body: refreshBodySchema,
      response: { 200: refreshResponseSchema, ...errorResponses(400, 401) },
    },
  }, async (request) => {
    const spent = await spendRefreshToken(orm, request.body.refreshToken, app.now());
    const user = spent ? await findActiveUserById(orm, spent.userId) : undefined;
    if (!spent || !user) throw unauthorized();
    return issueTokens(app, orm, { userId: user.id, companyId: user.companyId, role: user.role, level: user.level, ...(spent.sessionId ? { sessionId: spent.sessionId } : {}) });
  });

  app.post(apiPaths.auth.logout, {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'Revoke a refresh token', body: refreshBodySchema, response: { 200: okSchema, ...errorResponses(400) } },
  }, async (request) => {
    await spendRefreshToken(orm, request.body.refreshToken, app.now());
    return { ok: true as const };
  });
}
