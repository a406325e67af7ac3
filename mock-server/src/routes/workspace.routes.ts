import {
  apiPaths,
  confirmWorkspaceBodySchema,
  createWorkspaceBodySchema,
  loginResponseSchema,
  okSchema,
  workspaceSignupSchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { apiError, fieldError, forbidden } from '../http/errors.js';
import { publicContext } from '../http/service-context.js';
import { recordAudit } from '../services/audit/audit-log.js';
import { assertUncommonPassword } from '../services/common-passwords.js';
import { issueTokens } from '../services/tokens.js';
import { findActiveUserById, toSessionUser } from '../services/users.js';
import {
  findPendingSignup,
  mailSignupLink,
  SIGNUP_LINK_HOURS,
  spendSignupToken,
} from '../services/workspace/signup.js';
import { createWorkspace, signupState } from '../services/workspace/workspace.js';

// public routes that mail and create rows: a few per address and minute is plenty for a person
// (each recipient also gets at most a few sign-up mails an hour, services/workspace/signup.ts)
const PER_ADDRESS = { max: 10, timeWindow: 60_000 };

/** Issue #33: a company of one's own (docs/company.md); issue #48: only once its address is proven. */
export async function workspaceRoutes(app: App): Promise<void> {
  registerWorkspaceSignup(app);
  registerWorkspaceConfirm(app);
}

/** Whether sign-up is open, and asking for a new workspace. */
function registerWorkspaceSignup(app: App): void {
  app.get(
    apiPaths.workspaces.signup,
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['workspaces'],
        summary: 'Whether a visitor may create a workspace now',
        description:
          'Open while the server holds no company (the first start with TIMELY_SEED=none), or always with TIMELY_SIGNUP=open. The sign-in page offers "Create your workspace" exactly then.',
        response: { 200: workspaceSignupSchema },
      },
    },
    async (request) => signupState(publicContext(request)),
  );

  app.post(
    apiPaths.workspaces.create,
    {
      config: { access: ACCESS.public, rateLimit: PER_ADDRESS },
      schema: {
        tags: ['workspaces'],
        summary: 'Ask for a company and its first admin: a link to confirm is mailed to adminEmail',
        description: `Always 202 once the input is valid and sign-up is open, whether or not adminEmail has an account (answered before the address is looked up). A free address gets a one-time link, valid ${SIGNUP_LINK_HOURS} hours, to /pages/create-workspace/confirm#token=… (asking again replaces it); an address with an account gets a note with links to sign in or reset the password instead. Nothing is created before POST /v2/workspaces/confirm. 403 when sign-up is closed (see GET /v2/workspaces/signup). Until issue #48 this route took the password too and created the company at once (201 with a session).`,
        body: createWorkspaceBodySchema,
        response: { 202: okSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const ctx = publicContext(request);
      if (!(await signupState(ctx)).open) throw forbidden(apiError('workspace.signupClosed'));
      const input = request.body;
      app.afterReply('workspace sign-up mail', () => mailSignupLink(ctx, input));
      return reply.code(202).send({ ok: true as const });
    },
  );
}

/** Confirming a new workspace from the mailed link. */
function registerWorkspaceConfirm(app: App): void {
  const orm = app.db.orm;

  app.post(
    apiPaths.workspaces.confirm,
    {
      config: { access: ACCESS.public, rateLimit: PER_ADDRESS },
      schema: {
        tags: ['workspaces'],
        summary:
          'Create the company, its first admin (level3) and its default option lists from the mailed link; signs the admin in',
        description:
          'The token of the link POST /v2/workspaces mailed, and the password the admin chooses. The link works once and expires. One transaction: a refused or failed request leaves nothing behind. 400 on token when the link is unknown, used, replaced or expired; 403 when sign-up closed meanwhile; 409 when the address got an account meanwhile. Answers like POST /v2/auth/login.',
        body: confirmWorkspaceBodySchema,
        response: { 201: loginResponseSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      await assertUncommonPassword('password', password);
      const ctx = { ...publicContext(request), jwt: app.jwt };
      const pending = await findPendingSignup(ctx, token);
      if (!pending) throw fieldError('token', apiError('field.linkExpired'));
      const created = await createWorkspace(
        ctx,
        { companyName: pending.companyName, adminName: pending.adminName, adminEmail: pending.email, password },
        {
          checkSignup: true,
          after: async (tx, ids) => {
            // spent inside the creation: two uses of one link create one workspace, and a failure keeps the link
            if (!(await spendSignupToken({ ...ctx, orm: tx }, token)))
              throw fieldError('token', apiError('field.linkExpired'));
            await recordAudit(tx, {
              companyId: ids.companyId,
              actorId: ids.userId,
              kind: 'workspace.created',
              target: { type: 'company', id: ids.companyId, label: pending.companyName },
              after: {
                companyName: pending.companyName,
                adminName: pending.adminName,
                adminEmail: pending.email,
                via: 'sign-up',
              },
            });
          },
        },
      );
      const user = (await findActiveUserById(orm, created.userId))!;
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
