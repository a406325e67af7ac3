import {
  demoApiPaths,
  demoChangedEmailsResponseSchema,
  demoMailsQuerySchema,
  demoMailsResponseSchema,
  demoMarkUnreadBodySchema,
  demoMoveMailsBodySchema,
  demoRoutePath,
  demoSetLabelsBodySchema,
  demoSetStarredBodySchema,
  demoSetStarredResponseSchema,
} from '@timely/contract';
import { type App, ACCESS } from '../../http/app-types.js';
import { listMails, markUnread, moveMails, toggleLabel, toggleStar } from './mails.js';
import { DEMO_RATE_LIMITS } from '../demo-limits.js';
import { demoScope } from '../visitors/visitor-key.js';
import { errorResponses } from '../../http/error-responses.js';

/** §7 email: the folder and label filters, and the §4 transitions. */
export async function demoEmailRoutes(app: App): Promise<void> {
  const failures = errorResponses(400, 404);

  app.get(
    demoApiPaths.mails,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.reads },
      schema: {
        tags: ['demo'],
        summary: 'Demo: the emails of a folder, starred or a label, newest first',
        querystring: demoMailsQuerySchema,
        response: { 200: demoMailsResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ emails: await listMails(demoScope(app, request), request.query.filter) }),
  );

  app.post(
    demoApiPaths.setStarred,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.writes },
      schema: {
        tags: ['demo'],
        summary: "Demo: toggle an email's star",
        body: demoSetStarredBodySchema,
        response: { 200: demoSetStarredResponseSchema, ...failures },
      },
    },
    async (request) => ({ email: await toggleStar(demoScope(app, request), request.body.mailId) }),
  );

  app.post(
    demoApiPaths.moveMails,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.writes },
      schema: {
        tags: ['demo'],
        summary: 'Demo: move emails to a folder',
        body: demoMoveMailsBodySchema,
        response: { 200: demoChangedEmailsResponseSchema, ...failures },
      },
    },
    async (request) => ({
      emails: await moveMails(demoScope(app, request), request.body.selectedEmails, request.body.mailFolder),
    }),
  );

  app.post(
    demoRoutePath(demoApiPaths.markUnread),
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.writes },
      schema: {
        tags: ['demo'],
        summary: 'Demo: set the unread flag of emails to the given value',
        body: demoMarkUnreadBodySchema,
        response: { 200: demoChangedEmailsResponseSchema, ...failures },
      },
    },
    async (request) => ({
      emails: await markUnread(demoScope(app, request), request.body.emailIds, request.body.unreadFlag),
    }),
  );

  app.post(
    demoRoutePath(demoApiPaths.setLabels),
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.writes },
      schema: {
        tags: ['demo'],
        summary: 'Demo: toggle a label on emails',
        body: demoSetLabelsBodySchema,
        response: { 200: demoChangedEmailsResponseSchema, ...failures },
      },
    },
    async (request) => ({
      emails: await toggleLabel(demoScope(app, request), request.body.emailIds, request.body.label),
    }),
  );
}
