import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, peerPageSchema, type ListPeersQuery, type PeerPage } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from './peers-query-keys';

/** One page of the peer directory: the manage-peers screen and every peer picker read it. */
export async function getPeers(client: AxiosInstance, query: ListPeersQuery): Promise<PeerPage> {
  const { data } = await client.get(apiPaths.peers.list, { params: { ...query, search: query.search || undefined } });
  return peerPageSchema.parse(data);
}

export function peersQuery(client: AxiosInstance, query: ListPeersQuery) {
  return queryOptions({ queryKey: peersKeys.directory(query), queryFn: () => getPeers(client, query) });
}

/** One page of the directory; the previous page stays on screen while the next loads. */
export function usePeers(query: ListPeersQuery) {
  const client = useApiClient();
  return useEagerQuery({ ...peersQuery(client, query), placeholderData: keepPreviousData });
}
