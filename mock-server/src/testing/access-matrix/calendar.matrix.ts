import { anyone, row, signedIn, type MatrixRow } from './matrix-types.js';

/**
 * Calendar feeds: each person's own addresses (docs/integrations.md), and the feeds themselves, which a
 * calendar app reads by the secret alone: an address no one holds is 404 to everyone, signed in or not.
 */
const UNKNOWN_SECRET = 'A'.repeat(43);

export const rows: MatrixRow[] = [
  row('GET', '/v2/me/calendar-feeds', signedIn(200)),
  row('POST', '/v2/me/calendar-feeds', signedIn(201)),
  row('DELETE', '/v2/me/calendar-feeds', signedIn(200)),
  row('GET', '/v2/calendar/:secret/:feed', anyone(404), () => ({ url: `/v2/calendar/${UNKNOWN_SECRET}/leave.ics` })),
];
