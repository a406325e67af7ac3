import { feedPostSchema } from '@timely/contract';
import { level3Only, row, signedIn, type MatrixContext, type MatrixRow } from './matrix-types.js';

/** The company feed: everyone posts; edit and delete their own (level3 any); pinning is level3's. */

/** A fresh post by the Acme member, so each caller acts on a post that is not theirs (except level1's). */
async function membersPost(context: MatrixContext, suffix = ''): Promise<string> {
  const response = await context.server.app.inject({
    method: 'POST',
    url: '/v2/feeds',
    headers: await context.server.authHeaders('member@acme.test'),
    payload: { body: `Matrix post${suffix}` },
  });
  return feedPostSchema.parse(response.json())._id;
}

export const rows: MatrixRow[] = [
  row('GET', '/v2/feeds', signedIn(200)),
  row('POST', '/v2/feeds', signedIn(201), (context, caller) => ({
    payload: { body: `Hello from ${context.unique(caller)}` },
  })),
  // own post (level1 wrote it) or level3; another manager is refused; another company never sees it
  row('PATCH', '/v2/feeds/:id', signedIn(403, { level1: 200, level3: 200, otherCompany: 404 }), async (context) => ({
    url: `/v2/feeds/${await membersPost(context)}`,
    payload: { body: 'Edited by the matrix' },
  })),
  row('DELETE', '/v2/feeds/:id', signedIn(403, { level1: 200, level3: 200, otherCompany: 404 }), async (context) => ({
    url: `/v2/feeds/${await membersPost(context)}`,
  })),
  row('GET', '/v2/feeds/digest', level3Only(200)),
  row('PUT', '/v2/feeds/:id/pin', level3Only(200, { otherCompany: 404 }), async (context) => ({
    url: `/v2/feeds/${await membersPost(context, ' to pin')}/pin`,
    payload: { expiresAt: null },
  })),
  row('DELETE', '/v2/feeds/:id/pin', level3Only(200, { otherCompany: 404 }), async (context) => ({
    url: `/v2/feeds/${await membersPost(context, ' to unpin')}/pin`,
  })),
];
