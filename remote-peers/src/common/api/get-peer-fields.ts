import { queryOptions } from '@tanstack/react-query';
import { peerFieldListSchema, type PeerFieldList, peerFieldPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from './peers-query-keys';

export async function getPeerFields(client: AxiosInstance): Promise<PeerFieldList> {
  const { data } = await client.get(peerFieldPaths.list);
  return peerFieldListSchema.parse(data);
}

export function peerFieldsQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: peersKeys.peerFields, queryFn: () => getPeerFields(client), staleTime: 5 * 60_000 });
}

/** The company's own peer fields (people records), cached for the session like the option lists. */
export function usePeerFields() {
  const client = useApiClient();
  return useEagerQuery(peerFieldsQuery(client));
}
