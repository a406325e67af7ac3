import type { ListPeersQuery } from '@timely/mock-server/contract';
import { useApiClient } from '@timely/shared-auth';
import { exportPeersCsv } from '../api/peers';

/**
 * Downloads every peer matching the current search and sort as the server writes it (level3 only: the
 * file holds every mobile number and employee id). Answers how many peers it holds.
 */
export function useExportPeers() {
  const client = useApiClient();
  return async ({ page: _page, perPage: _perPage, ...query }: ListPeersQuery): Promise<number> => {
    const csv = await exportPeersCsv(client, query);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'peers.csv';
    link.click();
    URL.revokeObjectURL(url);
    return csv.trimEnd().split('\r\n').length - 1;
  };
}
