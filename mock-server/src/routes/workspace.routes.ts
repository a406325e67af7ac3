import { apiPaths, createWorkspaceBodySchema, loginResponseSchema, workspaceSignupSchema } from '@timely/contract';
import type { App } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { recordAudit } from '../services/audit/audit-log.js';
import { assertUncommonPassword } from '../services/common-passwords.js';
import { issueTokens } from '../services/tokens.js';
import { findActiveUserById, toSessionUser } from '../services/users.js';
import { createWorkspace, signupState } from '../services/workspace/workspace.js';

// a public route that creates rows: a few per address and minute is plenty for a person
const PER_ADDRESS = { max: 10, timeWindow: 60_000 };

/** Issue #33: a company of one's own (docs/company.md). */
export async function workspaceRoutes(app: App): Promise<void> {
  const orm = app.db.orm;

  app.get(
    apiPaths.workspaces.signup,
    {
      config: { access: 'public' },
      schema: {
        tags: ['workspaces'],
        summary: 'Whether a visitor may create a workspace now',
        description:
          'Open while the server holds no company (the first start with TIMELY_SEED=none), or always with TIMELY_SIGNUP=open. The sign-in page offers "Create your workspace" exactly then.',
        response: { 200: workspaceSignupSchema },
      },
    },
    async () => signupState(orm, app.config.signupOpen),
  );

  app.post(
    apiPaths.workspaces.create,
    {
      config: { access: 'public', rateLimit: PER_ADDRESS },
      schema: {
        tags: ['workspaces'],
        summary: 'Create a company, its first admin (level3) and its default option lists; signs the admin in',
        description:
          'One transaction: a refused or failed request leaves nothing behind. 403 when sign-up is closed (see GET /v2/workspaces/signup); 409 on adminEmail when the address already has an account. Answers like POST /v2/auth/login.',
        body: createWorkspaceBodySchema,
        response: { 201: loginResponseSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await assertUncommonPassword('password', body.password);
      const created = await createWorkspace(orm, body, {
        passwordCost: app.config.passwordCost,
        checkSignup: true,
        signupOpen: app.config.signupOpen,
        after: (tx, ids) =>
          recordAudit(tx, {
            companyId: ids.companyId,
            actorId: ids.userId,
            kind: 'workspace.created',
            target: { type: 'company', id: ids.companyId, label: body.companyName },
            after: {
              companyName: body.companyName,
              adminName: body.adminName,
              adminEmail: body.adminEmail,
              via: 'sign-up',
            },
          }),
      });
      const user = (await findActiveUserById(orm, created.userId))!;
      const tokens = await issueTokens(app, orm, {
        userId: user.id,
        companyId: user.companyId,
        role: user.role,
        level: user.level,
      });
      return reply.code(201).send({ ...tokens, user: await toSessionUser(orm, user, request) });
    },
  );
}
