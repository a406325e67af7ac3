import { DEFAULT_PREFERENCES } from '@timely/contract';
import { seedId } from '../../db/seed/seed-ids.js';
import { row, signedIn, type MatrixRow } from './matrix-types.js';

/** The shell's server parts: one's own notifications and preferences, the product search, the apps' availability. */

// the Acme member's first seeded notification: only its owner may mark it read; anyone else gets 404
const membersNotification = `/v2/notifications/${seedId('notification', 'acme', '2', 0)}/read`;

export const rows: MatrixRow[] = [
  row('GET', '/v2/notifications', signedIn(200)),
  row('PATCH', '/v2/notifications/:id/read', signedIn(404, { level1: 200 }), () => ({ url: membersNotification })),
  row('POST', '/v2/notifications/read-all', signedIn(200)),
  row('GET', '/v2/me/preferences', signedIn(200)),
  row('PUT', '/v2/me/preferences', signedIn(200), () => ({ payload: DEFAULT_PREFERENCES })),
  // whether the demo apps are offered (docs/apps.md): everyone signed in may ask
  row('GET', '/v2/apps/availability', signedIn(200)),
  // under the public /api/ prefix, but the product's search needs a session: its own row
  row('GET', '/api/main-search/data', signedIn(200), () => ({ url: '/api/main-search/data?q=a' })),
];
