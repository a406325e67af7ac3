import { apiPaths, type ExportPeersQuery, type ListPeersQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { downloadFile } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';

/** The directory as CSV (level3): the server writes it, every page of the search and sort. */
export async function exportPeers(client: AxiosInstance, query: ExportPeersQuery): Promise<string> {
  const { data } = await client.get<string>(apiPaths.peers.exportCsv, {
    params: { ...query, search: query.search || undefined },
    responseType: 'text',
  });
  return data;
}

/**
 * Downloads every peer matching the current search and sort as the server writes it (level3 only: the
 * file holds every mobile number and employee id). Answers how many peers it holds.
 */
export function useExportPeers() {
  const client = useApiClient();
  return async ({ page: _page, perPage: _perPage, ...query }: ListPeersQuery): Promise<number> => {
    const csv = await exportPeers(client, query);
    downloadFile(csv, 'peers.csv');
    return csv.trimEnd().split('\r\n').length - 1;
  };
}
