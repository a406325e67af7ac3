import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, peerSchema, type Peer } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function deletePeer(client: AxiosInstance, id: string): Promise<Peer> {
  const { data } = await client.delete(apiPaths.peers.byId(id));
  return peerSchema.parse(data);
}

/** Refreshes every list of this remote. */
export function useDeletePeer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePeer(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peersKeys.all }),
  });
}
