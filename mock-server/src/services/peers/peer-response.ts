import type { FastifyRequest } from 'fastify';
import type { Peer } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import type { AuthContext } from '../../http/app-types.js';
import { notFound } from '../../http/errors.js';
import { peerFieldsOf } from './peer-fields.js';
import { findPeer, toPeer } from './peer-view.js';

/** One peer of the caller's company as the API answers it, deleted ones included; 404 when there is none. */
export async function peerResponse(orm: Orm, request: FastifyRequest, auth: AuthContext, id: string): Promise<Peer> {
  const row = await findPeer(orm, auth.companyId, id, { includeDeleted: true });
  if (!row) throw notFound('notFound.peer');
  return toPeer(row, request, auth, await peerFieldsOf(orm, auth.companyId));
}
