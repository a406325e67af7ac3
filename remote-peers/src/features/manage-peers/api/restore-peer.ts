import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, peerSchema, type Peer } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** The undo of a delete. */
export async function restorePeer(client: AxiosInstance, id: string): Promise<Peer> {
  const { data } = await client.post(apiPaths.peers.restore(id));
  return peerSchema.parse(data);
}

/** Refreshes every list of this remote. */
export function useRestorePeer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => restorePeer(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peersKeys.all }),
  });
}
