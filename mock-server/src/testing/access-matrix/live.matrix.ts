import { anyone, row, signedIn, type MatrixRow } from './matrix-types.js';

/**
 * The live stream (docs/api.md#live-stream): any signed-in session gets a ticket; the stream is opened by
 * the ticket alone (EventSource sends no header), so a call without a good ticket is 401 to everyone,
 * signed in or not. What each listener hears is live.routes.test.ts.
 */
export const rows: MatrixRow[] = [
  row('POST', '/v2/events/ticket', signedIn(201)),
  row('GET', '/v2/events/stream', anyone(401), () => ({ url: '/v2/events/stream?ticket=not-a-ticket' })),
];
