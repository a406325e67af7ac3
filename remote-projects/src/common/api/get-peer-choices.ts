import { queryOptions } from '@tanstack/react-query';
import { apiPaths, peerPageSchema, type Peer } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { projectKeys } from './project-query-keys';

/** The company's peers for the team pickers (a company has well under 40 per page × 3 pages). */
export async function getPeerChoices(client: AxiosInstance): Promise<Peer[]> {
  const first = peerPageSchema.parse(
    (await client.get(apiPaths.peers.list, { params: { perPage: 40, page: 1 } })).data,
  );
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.totalPages, 5) - 1 }, (_, index) =>
      client
        .get(apiPaths.peers.list, { params: { perPage: 40, page: index + 2 } })
        .then(({ data }) => peerPageSchema.parse(data).items),
    ),
  );
  return [...first.items, ...rest.flat()];
}

export function peerChoicesQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: projectKeys.peers, queryFn: () => getPeerChoices(client) });
}

/** The peers to pick from, read once `enabled` (the project form keeps them a minute: `staleTime`). */
export function usePeerChoices(enabled: boolean, staleTime?: number) {
  const client = useApiClient();
  return useEagerQuery({ ...peerChoicesQuery(client), enabled, ...(staleTime === undefined ? {} : { staleTime }) });
}
