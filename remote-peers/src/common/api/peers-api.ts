import { apiPaths, peerPageSchema, type ListPeersQuery, type PeerPage } from '@timely/contract';
import type { AxiosInstance } from 'axios';

/** One page of the peer directory: the manage-peers screen and every peer picker read it. */
export async function getPeers(client: AxiosInstance, query: ListPeersQuery): Promise<PeerPage> {
  const { data } = await client.get(apiPaths.peers.list, { params: { ...query, search: query.search || undefined } });
  return peerPageSchema.parse(data);
}
