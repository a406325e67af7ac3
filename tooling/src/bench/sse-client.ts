import http from 'node:http';

/** One change a stream received: its id, what it names, and when it arrived (ms, performance.now()). */
type Arrival = { id: number; kind: string; taskId: string | null; postId: string | null; at: number };

/** An open live stream held by the bench: what it has received, read as EventSource would. */
export type HeldStream = {
  arrivals: Arrival[];
  /** Set when the server ended the stream or the socket broke. */
  endedBecause: string | null;
  close: () => void;
};

/**
 * Opens `GET /v2/events/stream` with a plain node:http request on a socket of its own, as a browser tab
 * holds one, and resolves once the stream says `ready` (rejects on a refusal). `forwardedFor` is the
 * address the API sees behind TRUST_PROXY: a thousand tabs come from many addresses, not one.
 */
export function openStream(baseUrl: string, ticket: string, forwardedFor: string): Promise<HeldStream> {
  return new Promise((resolve, reject) => {
    const held: HeldStream = { arrivals: [], endedBecause: null, close: () => request.destroy() };
    const request = http.get(
      `${baseUrl}/v2/events/stream?ticket=${encodeURIComponent(ticket)}`,
      { agent: false, headers: { accept: 'text/event-stream', 'x-forwarded-for': forwardedFor } },
      (response) => {
        if (response.statusCode !== 200) {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => reject(new Error(`stream refused: ${response.statusCode} ${text.slice(0, 200)}`)));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data === undefined) continue;
            if (event === 'ready') resolve(held);
            else if (event === 'end') held.endedBecause = 'end';
            else if (event === 'message') {
              const change = JSON.parse(data) as {
                id: string;
                kind: string;
                taskId: string | null;
                postId: string | null;
              };
              held.arrivals.push({
                id: Number(change.id),
                kind: change.kind,
                taskId: change.taskId,
                postId: change.postId,
                at,
              });
            }
          }
        });
        response.on('close', () => (held.endedBecause ??= 'closed'));
      },
    );
    request.on('error', (error) => {
      held.endedBecause ??= error.message;
      reject(error);
    });
  });
}
