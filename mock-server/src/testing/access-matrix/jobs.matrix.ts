import { seedId } from '../../db/seed/seed-ids.js';
import { unsubscribeToken } from '../../services/jobs/unsubscribe.js';
import { TEST_SECRETS } from '../test-server.js';
import { anyone, level3Only, row, type MatrixContext, type MatrixRow } from './matrix-types.js';

/**
 * Work that runs on its own (docs/operations.md#jobs): the jobs' runs are the company admin's; the mail
 * settings are a manager's or admin's own (a member gets no digest: 403); the unsubscribe link is for
 * anyone holding it, signed in or not (its token is the key).
 */
const managersOnly = { anonymous: 401, level1: 403, level2: 200, level3: 200, otherCompany: 200 };
const unsubscribe = (context: MatrixContext) => ({
  url: `/v2/mail/unsubscribe?token=${encodeURIComponent(
    unsubscribeToken(TEST_SECRETS.jwt, seedId('user', 'acme', 1), 'weekly_digest', context.server.app.now()),
  )}`,
});

export const rows: MatrixRow[] = [
  row('GET', '/v2/company/jobs', level3Only(200)),
  row('GET', '/v2/me/mail-settings', managersOnly),
  row('PUT', '/v2/me/mail-settings', { ...managersOnly, level1: 403 }, () => ({ payload: { weeklyDigest: true } })),
  row('GET', '/v2/mail/unsubscribe', anyone(200), unsubscribe),
  row('POST', '/v2/mail/unsubscribe', anyone(200), unsubscribe),
];
