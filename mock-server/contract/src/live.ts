import { z } from 'zod';
import { WEBHOOK_EVENTS } from './webhooks.js';

/**
 * The live stream (docs/api.md#live-stream): a signed-in browser hears, as Server-Sent Events, that something
 * it may read has changed (a task moved, a comment, a post, a leave decision…) and refetches it. An event is
 * a hint carrying ids, never the data: the screens read the data through their usual routes.
 *
 * EventSource cannot send an Authorization header, so the stream is opened with a ticket: a short-lived,
 * single-use key that `POST /v2/events/ticket` gives the signed-in caller (bearer header as usual). The
 * long-lived tokens never appear in a URL.
 */
export const livePaths = {
  /** POST (signed in, a session): a ticket for one stream. */
  ticket: '/v2/events/ticket',
  /** GET ?ticket=…[&lastEventId=…]: the stream (text/event-stream). */
  stream: '/v2/events/stream',
};

/**
 * What the stream tells of. The webhook events (WEBHOOK_EVENTS) and a few more that only the portal's own
 * screens need: they are never offered as webhook events.
 */
export const LIVE_ONLY_EVENTS = [
  'task.updated',
  'task.moved',
  'task.deleted',
  'task.comment_edited',
  'task.comment_deleted',
  'leave.cancelled',
  'notification.created',
] as const;
export const LIVE_EVENTS = [...WEBHOOK_EVENTS, ...LIVE_ONLY_EVENTS] as const;
export type LiveEventKind = (typeof LIVE_EVENTS)[number];

/** How long a ticket opens a stream (seconds); it opens one stream once. */
export const LIVE_TICKET_TTL_SECONDS = 30;
/** How far back a reconnect with Last-Event-ID is resumed without loss (seconds). */
export const LIVE_RESUME_SECONDS = 300;
/** How often the stream sends a heartbeat comment (seconds), well under proxies' idle timeouts. */
export const LIVE_HEARTBEAT_SECONDS = 15;

/** POST /v2/events/ticket */
export const liveTicketSchema = z.object({
  ticket: z.string(),
  /** When the ticket stops opening a stream. */
  expiresAt: z.string(),
});
export type LiveTicket = z.infer<typeof liveTicketSchema>;

export const liveStreamQuerySchema = z.object({
  ticket: z.string().max(2000),
  /** The id of the last event the client has (what EventSource sends as the Last-Event-ID header). */
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/, { message: 'must be the id of an event the stream sent' })
    .optional(),
});

/**
 * One event's data (the SSE `data:` line, JSON; its `id:` is the event's id, its `event:` the kind). The
 * ids of what changed, who changed it and, for a task, its title and status: what the caller may read.
 */
export const liveEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  projectId: z.string().nullable(),
  sprintId: z.string().nullable(),
  /** For `task.moved`: the sprint it left (null: the backlog, or it stayed in its list). */
  fromSprintId: z.string().nullable().default(null),
  taskId: z.string().nullable(),
  postId: z.string().nullable(),
  leaveRequestId: z.string().nullable(),
  /** For task events: the task's title and, for a status change, its new status. */
  task: z.object({ title: z.string(), status: z.string().nullable() }).nullable(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * Besides the events: `ready` (data `{"id": …}`) once the stream is open and has replayed what was asked,
 * `reset` when the Last-Event-ID is older than the stream keeps (refetch everything), `end` before the
 * server closes it because the session ended (sign in again).
 */
export const LIVE_CONTROL_EVENTS = ['ready', 'reset', 'end'] as const;
