import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { LiveEvent, LiveTicket } from '@timely/contract';

/**
 * The contract's `livePaths`, written out: a value from the contract's main entry would make this small chunk
 * download the whole contract right after the first screen (live-stream.test.ts checks they agree).
 */
export const LIVE_PATHS = { ticket: '/v2/events/ticket', stream: '/v2/events/stream' } as const;
import { applyLiveEvent, refreshEverything } from './live-invalidation';

export type LiveStreamOptions = {
  /** The portal's one HTTP client (bearer header, refresh): it asks for the tickets. */
  client: AxiosInstance;
  queryClient: QueryClient;
  /** The signed-in user's id: their own changes are not announced to them. */
  userId: string | null;
  /** For tests: the EventSource to use and the waits. */
  EventSource?: typeof EventSource;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  random?: () => number;
};

/** The first wait before reconnecting, and the longest (ms); each failure doubles it, with some jitter. */
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/**
 * One live stream for this tab (docs/api.md#live-stream): asks for a ticket, opens the Server-Sent Events
 * stream with it and hands each event to applyLiveEvent. When the stream breaks it reconnects with a new
 * ticket after a growing wait, resuming after the last event it had (lastEventId), so nothing is lost for
 * five minutes; after a longer gap the server says `reset` and every query is refreshed. Returns `stop`,
 * which closes it for good (sign-out, the tab's layout unmounting).
 */
export function startLiveStream(options: LiveStreamOptions): () => void {
  const EventSourceOf = options.EventSource ?? globalThis.EventSource;
  const later = options.setTimeout ?? ((run, ms) => globalThis.setTimeout(run, ms));
  const cancel = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as number));
  const random = options.random ?? Math.random;
  if (!EventSourceOf) return () => undefined;
  let stopped = false;
  let source: EventSource | null = null;
  let retry: unknown = null;
  let failures = 0;
  let lastEventId: string | null = null;

  const remember = (id: string | undefined) => {
    if (id && /^\d+$/.test(id) && (lastEventId === null || Number(id) > Number(lastEventId))) lastEventId = id;
  };

  const scheduleReconnect = () => {
    if (stopped || retry !== null) return;
    const wait = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.75 + random() * 0.5);
    failures += 1;
    retry = later(() => {
      retry = null;
      void connect();
    }, wait);
  };

  const connect = async () => {
    if (stopped) return;
    let ticket: string;
    try {
      ticket = (await options.client.post<LiveTicket>(LIVE_PATHS.ticket)).data.ticket;
    } catch {
      // offline, or the session ended (the client signs out on a 401 it cannot refresh): try again later
      scheduleReconnect();
      return;
    }
    if (stopped) return;
    const base = (options.client.defaults.baseURL ?? '').replace(/\/$/, '');
    const query = new URLSearchParams({ ticket, ...(lastEventId ? { lastEventId } : {}) });
    const opened = new EventSourceOf(`${base}${LIVE_PATHS.stream}?${query}`);
    source = opened;
    opened.onmessage = (message: MessageEvent<string>) => {
      remember(message.lastEventId);
      let event: LiveEvent;
      try {
        event = JSON.parse(message.data) as LiveEvent;
      } catch {
        return;
      }
      if (typeof event?.kind === 'string') applyLiveEvent(options.queryClient, event, options.userId);
    };
    opened.addEventListener('ready', (message) => {
      failures = 0;
      try {
        remember((JSON.parse((message as MessageEvent<string>).data) as { id?: string }).id);
      } catch {
        // a ready without an id changes nothing
      }
    });
    opened.addEventListener('reset', () => refreshEverything(options.queryClient));
    // the server ends the stream when the session ends; the next ticket tells whether it is over
    const broken = () => {
      opened.close();
      if (source === opened) source = null;
      scheduleReconnect();
    };
    opened.addEventListener('end', broken);
    // EventSource would reconnect by itself with the same (used) ticket: a new one is needed each time
    opened.onerror = broken;
  };

  void connect();
  return () => {
    stopped = true;
    if (retry !== null) cancel(retry);
    retry = null;
    source?.close();
    source = null;
  };
}
