import { downloadFile } from '@timely/shared-ui';
import type { ListPeersQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { exportPeersCsv } from '../api/peers-api';

/**
 * Downloads every peer matching the current search and sort as the server writes it (level3 only: the
 * file holds every mobile number and employee id). Answers how many peers it holds.
 */
export function useExportPeers() {
  const client = useApiClient();
  return async ({ page: _page, perPage: _perPage, ...query }: ListPeersQuery): Promise<number> => {
    const csv = await exportPeersCsv(client, query);
    downloadFile(csv, 'peers.csv');
    return csv.trimEnd().split('\r\n').length - 1;
  };
}
