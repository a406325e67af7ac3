import { useQueryClient } from '@tanstack/react-query';
import { apiPaths, peerImportResultSchema, type PeerImportMapping, type PeerImportResult } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';
import { formOf } from '../utils/file-form';

/** The same file and matching again: the server checks it again, adds the valid rows together (inviting each) and remembers the matching. */
export async function importPeers(
  client: AxiosInstance,
  file: Blob,
  mapping?: PeerImportMapping | null,
): Promise<PeerImportResult> {
  const { data } = await client.post(apiPaths.peers.import, formOf(file, mapping));
  return peerImportResultSchema.parse(data);
}

/** An import refreshes every list of this remote (the directory shows the new peers). */
export function useImportPeers() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (file: Blob, mapping?: PeerImportMapping | null) => {
    const result = await importPeers(client, file, mapping);
    await queryClient.invalidateQueries({ queryKey: peersKeys.all });
    return result;
  };
}
