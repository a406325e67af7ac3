import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, peerSchema, type Peer } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** Takes the invitation back (level3): every link of the peer stops working. */
export async function revokeInvitation(client: AxiosInstance, id: string): Promise<Peer> {
  const { data } = await client.delete(apiPaths.peers.invitation(id));
  return peerSchema.parse(data);
}

/** Refreshes every list of this remote. */
export function useRevokeInvitation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeInvitation(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peersKeys.all }),
  });
}
