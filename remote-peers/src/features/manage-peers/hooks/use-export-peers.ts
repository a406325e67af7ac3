import { downloadText } from '@timely/shared-ui';
import type { ListPeersQuery } from '@timely/mock-server/contract';
import { useApiClient } from '@timely/shared-auth';
import { getPeers } from '../../../common/api/get-peers';
import { peersToCsv } from '../utils/peers-csv';

/** Downloads every peer matching the current search and sort (all pages, 40 at a time) as a CSV file. */
export function useExportPeers() {
  const client = useApiClient();
  return async (query: ListPeersQuery): Promise<number> => {
    const first = await getPeers(client, { ...query, page: 1, perPage: 40 });
    const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, n) => getPeers(client, { ...query, page: n + 2, perPage: 40 })));
    const peers = [first, ...rest].flatMap((page) => page.items);
    downloadText(peersToCsv(peers), 'peers.csv');
    return peers.length;
  };
}
