import {
  calendarFeedPaths,
  calendarFeedLinksSchema,
  calendarFeedParamsSchema,
  calendarFeedsStatusSchema,
  CALENDAR_FEEDS,
  okSchema,
  type CalendarFeed,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses, fileResponse } from '../http/error-responses.js';
import { notFound } from '../http/errors.js';
import { absoluteUrl } from '../http/public-url.js';
import { publicContext, serviceContext } from '../http/service-context.js';
import { calendarEntries } from '../services/calendar-feeds/calendar-events.js';
import { calendarFile } from '../services/calendar-feeds/calendar-file.js';
import {
  calendarFeedsStatus,
  newCalendarSecret,
  ownerOfCalendarSecret,
  removeCalendarSecret,
} from '../services/calendar-feeds/calendar-secrets.js';
import { readPreferences } from '../services/preferences.js';
import { findActiveUserById } from '../services/users.js';
import { messagesIn } from '../messages/messages.js';

// a calendar app asks about once an hour per feed; this is room for a few apps and a person trying it out,
// and keeps a guesser to 60 tries a minute from one address against 2^256 secrets
const PER_ADDRESS = { max: 60, timeWindow: 60_000 };

/** Calendar feeds (docs/integrations.md): the caller's secret addresses, and the feeds they open. */
export async function calendarFeedsRoutes(app: App): Promise<void> {
  registerMyCalendarFeed(app);
  registerCalendarFeedFile(app);
}

/** The caller's own feed link: whether it exists, a new one, stopping it. */
function registerMyCalendarFeed(app: App): void {
  app.get(
    calendarFeedPaths.mine,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['calendar'],
        summary: 'Whether I have calendar feed addresses, since when, and when a calendar app last read one',
        response: { 200: calendarFeedsStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => calendarFeedsStatus(serviceContext(request)),
  );

  app.post(
    calendarFeedPaths.mine,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['calendar'],
        summary: 'New calendar feed addresses (earlier ones stop working); shown this once',
        response: { 201: calendarFeedLinksSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { secret, createdAt } = await newCalendarSecret(serviceContext(request));
      const link = (feed: CalendarFeed) => absoluteUrl(request, calendarFeedPaths.feed(secret, `${feed}.ics`))!;
      return reply.code(201).send({
        createdAt: createdAt.toISOString(),
        links: Object.fromEntries(CALENDAR_FEEDS.map((feed) => [feed, link(feed)])) as Record<CalendarFeed, string>,
      });
    },
  );

  app.delete(
    calendarFeedPaths.mine,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['calendar'],
        summary: 'Stop my calendar feed addresses',
        response: { 200: okSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await removeCalendarSecret(serviceContext(request));
      return { ok: true as const };
    },
  );
}

/** The feed itself, read by a calendar app with the secret in its address. */
function registerCalendarFeedFile(app: App): void {
  const orm = app.db.orm;

  app.get(
    calendarFeedPaths.feed(':secret', ':feed'),
    {
      config: { access: ACCESS.public, rateLimit: PER_ADDRESS },
      schema: {
        tags: ['calendar'],
        summary: 'One calendar feed (leave.ics, holidays.ics, sprints.ics or due.ics) by its secret address',
        description:
          "For calendar apps, which cannot sign in: the secret is the key. What it shows follows the owner's access, in their language; an unknown, reset or deactivated owner's address is 404.",
        params: calendarFeedParamsSchema,
        response: { 200: fileResponse('The feed as iCalendar', 'text/calendar'), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const feed = request.params.feed.replace(/\.ics$/, '') as CalendarFeed;
      const ctx = publicContext(request);
      const ownerId = await ownerOfCalendarSecret(ctx, request.params.secret);
      const owner = ownerId ? await findActiveUserById(orm, ownerId) : undefined;
      if (!owner) throw notFound('notFound.calendarFeed');
      const messages = messagesIn((await readPreferences(orm, owner.id)).language ?? 'en');
      const entries = await calendarEntries(ctx, feed, { id: owner.id, companyId: owner.companyId }, messages);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${feed}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(calendarFile(feed, entries, messages, app.config.portalUrl));
    },
  );
}
