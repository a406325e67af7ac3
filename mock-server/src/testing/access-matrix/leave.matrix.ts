import { createLeaveResponseSchema, notificationListSchema } from '@timely/contract';
import { consensusTokenOf } from '../consensus-links.js';
import { DEFAULT_LEAVE_POLICY } from '../../services/leave/leave-balances.js';
import { addIsoDays } from '../../services/leave/leave-days.js';
import {
  anyone,
  level3Only,
  row,
  signedIn,
  type Expected,
  type MatrixContext,
  type MatrixRow,
} from './matrix-types.js';

/**
 * Leave: everyone requests and cancels their own; level3 decides anyone's, level2 the members of the
 * projects they manage (the manager manages Atlas, where the member works); another company gets 404.
 * The consensus link is public: its signed token is the credential.
 */

const DEFAULT_POLICY_BODY = Object.entries(DEFAULT_LEAVE_POLICY).map(([type, entry]) => ({ type, ...entry }));

let week = 0;
/** A Monday far ahead, a new one per call, so that no two requests of one peer overlap. */
const nextMonday = () => addIsoDays('2041-01-07', 7 * week++);

async function membersRequest(context: MatrixContext): Promise<string> {
  const day = nextMonday();
  const response = await context.server.app.inject({
    method: 'POST',
    url: '/v2/leave/requests',
    headers: await context.server.authHeaders('member@acme.test'),
    payload: { type: 'annual', fromDate: day, toDate: day, reason: 'Matrix' },
  });
  return createLeaveResponseSchema.parse(response.json()).request._id;
}

/** A consensus token from the link the manager was sent for a fresh request of the member. */
async function consensusToken(context: MatrixContext): Promise<string> {
  const id = await membersRequest(context);
  const inbox = await context.server.app.inject({
    method: 'GET',
    url: '/v2/notifications?perPage=10',
    headers: await context.server.authHeaders('manager@acme.test'),
  });
  const link = notificationListSchema
    .parse(inbox.json())
    .items.map((item) => item.link)
    .find((each) => each?.startsWith('/consensus#token='));
  if (!link || !id) throw new Error('no consensus link was sent');
  return consensusTokenOf(link);
}

const approverOfMember: Expected = { anonymous: 401, level1: 403, level2: 200, level3: 200, otherCompany: 404 };
const range = '?from=2026-01-01&to=2026-12-31';

export const rows: MatrixRow[] = [
  row('GET', '/v2/leave/requests', signedIn(200)),
  row('POST', '/v2/leave/requests', signedIn(201), () => {
    const day = nextMonday();
    return { payload: { type: 'other', fromDate: day, toDate: day } };
  }),
  // only the requester (the member) cancels
  row('POST', '/v2/leave/requests/:id/cancel', signedIn(403, { level1: 200, otherCompany: 404 }), async (context) => ({
    url: `/v2/leave/requests/${await membersRequest(context)}/cancel`,
  })),
  row('POST', '/v2/leave/requests/:id/decision', approverOfMember, async (context) => ({
    url: `/v2/leave/requests/${await membersRequest(context)}/decision`,
    payload: { decision: 'reject', note: 'Matrix' },
  })),
  row('GET', '/v2/leave/requests/:id/coverage', approverOfMember, async (context) => ({
    url: `/v2/leave/requests/${await membersRequest(context)}/coverage`,
  })),
  row('GET', '/v2/leave/balances', signedIn(200)),
  row('GET', '/v2/leave/policy', signedIn(200)),
  // each admin sets their own company's policy; the defaults keep the other rows' balances as they were
  row('PUT', '/v2/leave/policy', level3Only(200), () => ({ payload: { items: DEFAULT_POLICY_BODY } })),
  row('GET', '/v2/leave/report', signedIn(200), () => ({ url: `/v2/leave/report${range}` })),
  row('GET', '/v2/leave/report.csv', signedIn(200), () => ({ url: `/v2/leave/report.csv${range}` })),
  row('POST', '/v2/leave/consensus/view', anyone(200), async (context) => ({
    payload: { token: await consensusToken(context) },
  })),
  row('POST', '/v2/leave/consensus', anyone(200), async (context) => ({
    payload: { token: await consensusToken(context), answer: 'all_good' },
  })),
];
