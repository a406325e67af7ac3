import type { Peer } from '@timely/contract';
import { notFound } from '../../http/errors.js';
import { peerFieldsOf } from './peer-fields.js';
import { findPeer, toPeer } from './peer-view.js';
import type { ServiceContext } from '../service-context.js';

/** One peer of the caller's company as the API answers it, deleted ones included; 404 when there is none. */
export async function peerResponse(ctx: ServiceContext, id: string): Promise<Peer> {
  const row = await findPeer(ctx, id, { includeDeleted: true });
  if (!row) throw notFound('notFound.peer');
  return toPeer(ctx, row, await peerFieldsOf(ctx));
}
