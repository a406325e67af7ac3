import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';

/**
 * Calendar feeds (iCalendar, RFC 5545) a person subscribes to from Google Calendar, Outlook or Apple
 * Calendar: the team's leave (who is away, never why), the company's public holidays, the sprints of their
 * projects and the due dates of their own work items. One secret per person opens all four; resetting it
 * closes the old addresses.
 */
export const CALENDAR_FEEDS = ['leave', 'holidays', 'sprints', 'due'] as const;
export type CalendarFeed = (typeof CALENDAR_FEEDS)[number];

/**
 * The calendar feeds' paths, beside their schemas rather than in `apiPaths`: the sign-in page carries
 * `apiPaths` (the first page's contract), and nothing there reads these.
 */
export const calendarFeedPaths = {
  /** The caller's addresses: GET the status, POST new ones (shown once), DELETE to stop them. */
  mine: '/v2/me/calendar-feeds',
  /** GET one feed by its secret address, without signing in (calendar apps cannot). */
  feed: (secret: string, feed: string) => `/v2/calendar/${secret}/${feed}`,
};

/** The secret in a feed's address: 32 random bytes, base64url. */
export const CALENDAR_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** GET /v2/me/calendar-feeds: whether the caller has feed addresses, since when and when last read. */
export const calendarFeedsStatusSchema = z.object({
  active: z.boolean(),
  createdAt: isoDateTimeSchema.nullable(),
  lastUsedAt: isoDateTimeSchema.nullable(),
});
export type CalendarFeedsStatus = z.infer<typeof calendarFeedsStatusSchema>;

/**
 * POST /v2/me/calendar-feeds: new addresses (any earlier ones stop working). They are shown this once: the
 * server keeps only a hash of the secret, as it does for passwords.
 */
export const calendarFeedLinksSchema = z.object({
  createdAt: isoDateTimeSchema,
  links: z.object({
    leave: z.string().url(),
    holidays: z.string().url(),
    sprints: z.string().url(),
    due: z.string().url(),
  }),
});
export type CalendarFeedLinks = z.infer<typeof calendarFeedLinksSchema>;

/** GET /v2/calendar/:secret/:feed: the feed's file name is `<feed>.ics`. */
export const calendarFeedParamsSchema = z.object({
  secret: z.string().regex(CALENDAR_SECRET_PATTERN, { message: 'is not a calendar address' }),
  feed: z.enum(
    CALENDAR_FEEDS.map((feed) => `${feed}.ics` as const) as [`${CalendarFeed}.ics`, ...`${CalendarFeed}.ics`[]],
    {
      message: `must be one of ${CALENDAR_FEEDS.map((feed) => `${feed}.ics`).join(', ')}`,
    },
  ),
});
