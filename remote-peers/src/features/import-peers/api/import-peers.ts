import { useQueryClient } from '@tanstack/react-query';
import { apiPaths, peerImportResultSchema, type PeerImportResult } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';
import { formOf } from '../utils/file-form';

/** The same file again: the server checks it again and adds the valid rows together, inviting each peer. */
export async function importPeers(client: AxiosInstance, file: Blob): Promise<PeerImportResult> {
  const { data } = await client.post(apiPaths.peers.import, formOf(file));
  return peerImportResultSchema.parse(data);
}

/** An import refreshes every list of this remote (the directory shows the new peers). */
export function useImportPeers() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (file: Blob) => {
    const result = await importPeers(client, file);
    await queryClient.invalidateQueries({ queryKey: peersKeys.all });
    return result;
  };
}
