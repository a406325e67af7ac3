import { liveEventSchema, type LiveEvent } from '@timely/contract';

/** One message of a Server-Sent Events stream: `event` is "message" for a change. */
export type Received = { id?: string; event: string; data: string };

/** An open stream read over real HTTP: what it has received so far, parsed as EventSource would. */
export type SseReader = {
  status: number;
  received: Received[];
  /** The change events (no event name), parsed. */
  changes: () => LiveEvent[];
  waitFor: (check: (received: Received[]) => boolean, ms?: number) => Promise<void>;
  ended: () => boolean;
  close: () => void;
};

/** Whether the stream has said `ready` (it is open and has replayed what a resume asked for). */
export const isReady = (received: Received[]) => received.some((entry) => entry.event === 'ready');

/**
 * Opens `/v2/events/stream` with a ticket (and a Last-Event-ID) on an API at `base` and reads it in the
 * background until closed. A refused open keeps its answer as one `refused` message.
 */
export async function openSseReader(base: string, ticket: string, lastEventId?: string): Promise<SseReader> {
  const controller = new AbortController();
  const response = await fetch(`${base}/v2/events/stream?ticket=${encodeURIComponent(ticket)}`, {
    headers: lastEventId ? { 'last-event-id': lastEventId } : {},
    signal: controller.signal,
  });
  const received: Received[] = [];
  let done = false;
  // each waitFor's check, asked again whenever a message arrives or the stream ends
  const waiters = new Set<() => void>();
  const heard = () => {
    for (const waiter of [...waiters]) waiter();
  };
  if (response.status === 200 && response.body) {
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const message: Received = { event: 'message', data: '' };
            let hasData = false;
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) message.id = line.slice(4);
              else if (line.startsWith('event: ')) message.event = line.slice(7);
              else if (line.startsWith('data: ')) {
                message.data = line.slice(6);
                hasData = true;
              }
            }
            if (hasData) {
              received.push(message);
              heard();
            }
          }
        }
      } catch {
        // aborted, or the server went away
      }
      done = true;
      heard();
    })();
  } else done = true;
  const reader: SseReader = {
    status: response.status,
    received,
    changes: () =>
      received
        .filter((entry) => entry.event === 'message')
        .map((entry) => liveEventSchema.parse(JSON.parse(entry.data))),
    waitFor: (check, ms = 5000) =>
      new Promise<void>((resolve, reject) => {
        const waiter = () => {
          if (!check(received)) return;
          settle();
          resolve();
        };
        const timer = setTimeout(() => {
          settle();
          reject(new Error(`waited ${ms} ms in vain; got ${JSON.stringify(received)}`));
        }, ms);
        const settle = () => {
          clearTimeout(timer);
          waiters.delete(waiter);
        };
        waiters.add(waiter);
        waiter();
      }),
    ended: () => done,
    close: () => controller.abort(),
  };
  if (response.status !== 200) received.push({ event: 'refused', data: await response.text() });
  return reader;
}
