import {
  companyJobsSchema,
  jobPaths,
  mailSettingsBodySchema,
  mailSettingsSchema,
  unsubscribedSchema,
  unsubscribeQuerySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses, fileResponse } from '../http/error-responses.js';
import { apiError, fieldProblem, invalidFields } from '../http/errors.js';
import { publicContext, serviceContext } from '../http/service-context.js';
import { companyJobs, readMailSettings, setWeeklyDigest } from '../services/jobs/job-runs.js';
import { readUnsubscribeToken } from '../services/jobs/unsubscribe.js';
import { findActiveUserById } from '../services/users.js';
import { readPreferences } from '../services/preferences.js';
import { messagesIn } from '../messages/messages.js';
import type { PublicContext } from '../services/service-context.js';

const PER_ADDRESS = { max: 30, timeWindow: 60_000 };

/**
 * Work that runs on its own (docs/operations.md#jobs): the admin's view of the jobs' runs, the caller's mail
 * settings, and a mail's unsubscribe link, which works without signing in (its token is signed).
 */
export async function jobsRoutes(app: App): Promise<void> {
  // a mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058): read, not used
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, { form: String(body).slice(0, 200) }),
  );
  registerJobSettings(app);
  registerUnsubscribe(app);
}

/**
 * The person and mail a token names; 400 on token, naming the field, when it is not the server's, and
 * another code when it is but its 60 days are over (the message sends the reader to their profile).
 */
async function namedBy(ctx: PublicContext, token: string) {
  const named = readUnsubscribeToken(ctx, token);
  const user = named ? await findActiveUserById(ctx.orm, named.userId) : undefined;
  if (!named || !user) throw invalidFields([fieldProblem('token', apiError('field.unsubscribeToken'))]);
  if (named.expired) throw invalidFields([fieldProblem('token', apiError('field.unsubscribeExpired'))]);
  return named;
}

/** The company's jobs and a manager's weekly mail setting. */
function registerJobSettings(app: App): void {
  app.get(
    jobPaths.companyJobs,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['company'],
        summary: "The jobs' last runs and failures per kind (level3)",
        response: { 200: companyJobsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => companyJobs(serviceContext(request)),
  );

  app.get(
    jobPaths.mailSettings,
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['me'],
        summary: 'Whether the caller gets the weekly digest (level2, level3)',
        response: { 200: mailSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => readMailSettings(serviceContext(request)),
  );

  app.put(
    jobPaths.mailSettings,
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags: ['me'],
        summary: 'Turn the weekly digest on or off (level2, level3)',
        body: mailSettingsBodySchema,
        response: { 200: mailSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return setWeeklyDigest(ctx, ctx.caller.userId, request.body.weeklyDigest);
    },
  );
}

/** The one-click unsubscribe link of a mail (RFC 8058), with no sign-in. */
function registerUnsubscribe(app: App): void {
  app.post(
    jobPaths.unsubscribe,
    {
      config: { access: ACCESS.public, rateLimit: PER_ADDRESS },
      schema: {
        tags: ['me'],
        summary: "Turn a mail off with its unsubscribe link's token (no sign-in)",
        description:
          "The token is the mail's own (signed with the server's secret for one person and one mail). A malformed or forged one is 400 on token (field.unsubscribeToken) and changes nothing; one past its 60 days too (field.unsubscribeExpired). Mail clients' one-click unsubscribe (List-Unsubscribe-Post) posts here.",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const ctx = publicContext(request);
      const named = await namedBy(ctx, request.query.token);
      await setWeeklyDigest(ctx, named.userId, false);
      request.log.info({ unsubscribed: { userId: named.userId, kind: named.kind } }, 'mail turned off by its link');
      return { ok: true as const, kind: named.kind };
    },
  );

  app.get(
    jobPaths.unsubscribe,
    {
      config: { access: ACCESS.public, rateLimit: PER_ADDRESS },
      schema: {
        tags: ['me'],
        summary: "The unsubscribe link's page: one button that turns the mail off (no sign-in)",
        description:
          'Opening the link changes nothing (mail scanners open links): the page asks, and its button posts the token. A malformed or forged token is 400 on token; an expired one too (field.unsubscribeExpired).',
        querystring: unsubscribeQuerySchema,
        response: { 200: fileResponse('A page with one button', 'text/html'), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const ctx = publicContext(request);
      const named = await namedBy(ctx, request.query.token);
      const messages = messagesIn((await readPreferences(ctx.orm, named.userId)).language ?? 'en');
      const action = `?token=${encodeURIComponent(request.query.token)}`;
      const page = [
        '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
        `<title>Timely</title></head><body><form method="post" action="${action.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`,
        '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
        `<button type="submit">${messages['digest.unsubscribe'].replace(/[<>&]/g, '')}</button></form></body></html>`,
      ].join('');
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    },
  );
}
