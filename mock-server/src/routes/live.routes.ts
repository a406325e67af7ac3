import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LIVE_HEARTBEAT_SECONDS,
  LIVE_TICKET_TTL_SECONDS,
  livePaths,
  liveStreamQuerySchema,
  liveTicketSchema,
} from '@timely/contract';
import { requireSession } from '../http/access-guard.js';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses, fileResponse } from '../http/error-responses.js';
import { apiError, HttpError } from '../http/errors.js';
import { publicContext } from '../http/service-context.js';
import { eventsAfter, latestSeq, type Listener, type LiveEventRow } from '../services/live/live-events.js';
import { LiveHub, type LiveStream } from '../services/live/live-hub.js';
import { ticketListener, type TicketPayload } from '../services/live/live-ticket.js';

/** How often the open streams' sessions are checked again (ms). */
const SESSION_CHECK_MS = 2000;
/** The channel of migration 0360's NOTIFY: events were committed. */
const EVENTS_CHANNEL = 'company_events';
/** How long a hole in the events' seqs is waited for (a transaction that took its seq but has not committed). */
const GAP_WAIT_MS = 5000;

// a tab opens one stream and reopens it after a network hiccup, with backoff; this is room for several tabs
const PER_ADDRESS = { max: 60, timeWindow: 60_000 };

const refused = () => new HttpError(401, apiError('liveStream.ticketInvalid'));

/**
 * The streams each user holds open in this process: one more than the config allows is refused (429), so
 * one person's runaway tabs or script cannot hold the process's connections and memory from everyone else.
 */
class StreamsPerUser {
  private readonly open = new Map<string, number>();
  constructor(private readonly max: number) {}
  /** Counts one more stream for the user, or says no when they hold the most already. */
  take(userId: string): boolean {
    const held = this.open.get(userId) ?? 0;
    if (held >= this.max) return false;
    this.open.set(userId, held + 1);
    return true;
  }
  give(userId: string): void {
    const held = (this.open.get(userId) ?? 1) - 1;
    if (held > 0) this.open.set(userId, held);
    else this.open.delete(userId);
  }
}

/**
 * The live stream (docs/api.md#live-stream): a ticket for a signed-in session, and the Server-Sent Events
 * stream it opens once. Each API process has one hub reading the company_events outbox for its streams.
 */
export async function liveRoutes(app: App): Promise<void> {
  // the hub reads for every stream of this process, with no request of its own: it takes the server
  const hub = new LiveHub(app, {
    pollMs: app.config.livePollMs,
    sessionCheckMs: SESSION_CHECK_MS,
    gapWaitMs: GAP_WAIT_MS,
    onError: (error) => app.log.error({ err: error }, '[live] reading events failed'),
  });
  const perUser = new StreamsPerUser(app.config.liveStreamsPerUser);
  // on PostgreSQL, from the first stream on: a commit's NOTIFY wakes the hub (the poll is the fallback)
  let stopListening: (() => Promise<void>) | null = null;
  const listen = () => {
    stopListening ??=
      app.db.listen?.(
        EVENTS_CHANNEL,
        () => hub.wake(),
        (error) => app.log.warn({ err: error }, '[live] listening for new events failed; reading them every poll'),
      ) ?? null;
  };
  // streams end before the server waits for its connections to close
  app.addHook('preClose', async () => {
    hub.close();
    await stopListening?.();
  });

  registerTicketRoute(app);
  registerStreamRoute({ app, hub, perUser, listen });
}

function registerTicketRoute(app: App): void {
  app.post(
    livePaths.ticket,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['me'],
        summary: 'A ticket that opens one live stream within 30 seconds',
        description:
          'EventSource cannot send an Authorization header: the browser asks for a ticket with its bearer token and opens the stream with it. Single use; for a signed-in session only (not an API token).',
        response: { 201: liveTicketSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const auth = requireSession(request);
      const ticket = app.jwt.sign(
        {
          typ: 'live',
          sub: auth.userId,
          company: auth.companyId,
          level: auth.level,
          sid: auth.sessionId,
          jti: randomUUID(),
        },
        { expiresIn: LIVE_TICKET_TTL_SECONDS },
      );
      const expiresAt = new Date(app.now().getTime() + LIVE_TICKET_TTL_SECONDS * 1000).toISOString();
      return reply.code(201).header('cache-control', 'no-store').send({ ticket, expiresAt });
    },
  );
}

/** What the stream route shares across its streams: the process's hub, the per-user count, the NOTIFY listener. */
type StreamContext = { app: App; hub: LiveHub; perUser: StreamsPerUser; listen: () => void };

function registerStreamRoute(context: StreamContext): void {
  const { app, perUser } = context;
  app.get(
    livePaths.stream,
    {
      // the ticket is the key: EventSource sends no Authorization header
      config: { access: ACCESS.public, rateLimit: PER_ADDRESS },
      schema: {
        tags: ['me'],
        summary: 'The live stream (Server-Sent Events): hints that something the caller may read has changed',
        description:
          "Opened with a ticket from POST /v2/events/ticket. Each event's id resumes the stream: a reconnect with Last-Event-ID (the header, or lastEventId) gets what it missed within five minutes. A revoked session or a deactivated user's stream ends within seconds. One person holds at most LIVE_STREAMS_PER_USER streams (10 unless configured) on one API instance: one more is refused with 429 `liveStream.tooMany`.",
        querystring: liveStreamQuerySchema,
        response: {
          200: fileResponse('The events, as text/event-stream', 'text/event-stream'),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      let payload: TicketPayload;
      try {
        payload = app.jwt.verify<TicketPayload>(request.query.ticket);
      } catch {
        throw refused();
      }
      const ctx = publicContext(request);
      const listener = await ticketListener(ctx, payload);
      if (!listener) throw refused();
      const header = request.headers['last-event-id'];
      const resumeFrom =
        request.query.lastEventId ?? (typeof header === 'string' && /^\d{1,15}$/.test(header) ? header : undefined);
      const startSeq = resumeFrom === undefined ? await latestSeq(ctx) : Number(resumeFrom);
      // counted before any wait: two opens at the same moment cannot both pass the limit
      if (!perUser.take(listener.userId))
        throw new HttpError(429, apiError('liveStream.tooMany', { maximum: app.config.liveStreamsPerUser }));

      await streamEvents(context, request, reply, listener, { resumeFrom, startSeq });
    },
  );
}

/**
 * The open stream: headers, the replay of what a reconnecting client missed, then what the hub delivers,
 * with a heartbeat, until the client goes or its session ends.
 */
async function streamEvents(
  { hub, perUser, listen }: StreamContext,
  request: FastifyRequest,
  reply: FastifyReply,
  listener: Listener & { sessionId: string },
  { resumeFrom, startSeq }: { resumeFrom: string | undefined; startSeq: number },
): Promise<void> {
  const ctx = publicContext(request);
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    // nginx and its kin: pass each event on at once
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  // EventSource waits this long before reconnecting by itself (the portal reconnects with a new ticket)
  raw.write('retry: 3000\n\n');

  // while the stream opens, an event may come both from the replay and from the hub: the seqs sent are
  // remembered until it is open; after that only the hub delivers, and it hands each seq over once
  let sent: Set<number> | null = new Set<number>();
  let queued: LiveEventRow[] | null = [];
  let open = true;
  const write = (row: LiveEventRow) => {
    if (!open || sent?.has(row.seq)) return;
    sent?.add(row.seq);
    raw.write(`id: ${row.seq}\ndata: ${JSON.stringify(row.event)}\n\n`);
  };
  const heartbeat = setInterval(() => {
    if (open) raw.write(': heartbeat\n\n');
  }, LIVE_HEARTBEAT_SECONDS * 1000);
  const stream: LiveStream = {
    ...listener,
    deliver: (row) => (queued ? queued.push(row) : write(row)),
    end: () => {
      if (!open) return;
      raw.write('event: end\ndata: {"reason":"session"}\n\n');
      raw.end();
      cleanUp();
    },
  };
  let counted = true;
  const cleanUp = () => {
    open = false;
    if (counted) perUser.give(listener.userId);
    counted = false;
    clearInterval(heartbeat);
    hub.remove(stream);
  };
  raw.on('close', cleanUp);
  // the client may have gone while its ticket was checked: its close event is past
  if (request.raw.socket.destroyed) cleanUp();

  try {
    // heard from now on; what came before is replayed, then what the hub heard meanwhile
    await hub.add(stream);
    listen();
    if (resumeFrom !== undefined) {
      const missed = await eventsAfter(ctx, listener, startSeq);
      if (!missed.complete) raw.write(`event: reset\ndata: {}\n\n`);
      for (const row of missed.events) write(row);
    }
    const waiting = queued;
    queued = null;
    for (const row of waiting) write(row);
    const last = Math.max(startSeq, ...sent);
    sent = null;
    if (open) raw.write(`event: ready\ndata: ${JSON.stringify({ id: String(last) })}\n\n`);
  } catch (error) {
    request.log.error({ err: error }, '[live] opening a stream failed');
    if (open) raw.end();
    cleanUp();
  }
}
