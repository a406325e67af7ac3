import {
  DEMO_AUTH_MESSAGES,
  demoApiPaths,
  demoLoginBodySchema,
  demoLoginResponseSchema,
  demoRefreshBodySchema,
  demoRefreshErrorSchema,
  demoRefreshResponseSchema,
  demoRegisterBodySchema,
  demoRegisterResponseSchema,
} from '@timely/contract';
import { type App, ACCESS } from '../../http/app-types.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import { signDemoToken, verifyDemoToken } from '../demo-jwt.js';
import { findLoginUserByEmail, findLoginUserById, insertLoginUser, toDemoLoginUser } from './demo-login-users.js';
import { DEMO_RATE_LIMITS } from '../demo-limits.js';

/** §7 authenticate: login, register and refresh-token, with the messages of §5 and §8. */
export async function demoAuthRoutes(app: App): Promise<void> {
  const orm = app.db.orm;

  app.post(
    demoApiPaths.login,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.auth },
      schema: {
        tags: ['demo'],
        summary: 'Demo: sign in (a refusal is 200 with `error`, as the template answers)',
        body: demoLoginBodySchema,
        response: { 200: demoLoginResponseSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      try {
        const user = await findLoginUserByEmail(orm, email);
        const matches = await verifyPassword(password, user?.passwordHash, app.config.passwordCost);
        if (!user || !matches) return { error: DEMO_AUTH_MESSAGES.invalidCredentials };
        return { user: toDemoLoginUser(user), accessToken: signDemoToken(app, user.id) };
      } catch (error) {
        // a stored hash that cannot be read, a signing failure: the template's catch-all answer
        request.log.error({ err: error }, '[demo] login failed');
        return { error: DEMO_AUTH_MESSAGES.somethingWentWrong };
      }
    },
  );

  app.post(
    demoApiPaths.register,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.auth },
      schema: {
        tags: ['demo'],
        summary: 'Demo: register (field errors are 200 with `error: { email, name }`)',
        body: demoRegisterBodySchema,
        response: { 200: demoRegisterResponseSchema },
      },
    },
    async (request) => {
      const { email, password, name } = request.body;
      const error = {
        email: (await findLoginUserByEmail(orm, email)) ? DEMO_AUTH_MESSAGES.emailInUse : null,
        name: name === '' ? DEMO_AUTH_MESSAGES.nameRequired : null,
      };
      if (error.email || error.name) return { error };
      const user = await insertLoginUser(orm, {
        email,
        name,
        passwordHash: await hashPassword(password, app.config.passwordCost),
      });
      if (!user) return { error: { email: DEMO_AUTH_MESSAGES.emailInUse, name: null } };
      return { user: toDemoLoginUser(user), accessToken: signDemoToken(app, user.id) };
    },
  );

  app.post(
    demoApiPaths.refreshToken,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.auth },
      schema: {
        tags: ['demo'],
        summary: 'Demo: trade a good demo token for a fresh one',
        body: demoRefreshBodySchema,
        response: { 200: demoRefreshResponseSchema, 401: demoRefreshErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = verifyDemoToken(app, request.body.accessToken);
      const user = userId === null ? undefined : await findLoginUserById(orm, userId);
      if (!user) {
        const message = DEMO_AUTH_MESSAGES.invalidAccessToken;
        const code = 'auth.demoTokenInvalid' as const;
        return reply
          .status(401)
          .send({ statusCode: 401 as const, error: message, message, code, requestId: request.id });
      }
      return { userData: toDemoLoginUser(user), accessToken: signDemoToken(app, user.id) };
    },
  );
}
