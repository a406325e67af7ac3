import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, peerSchema, type Peer } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** A fresh invitation (level3): the peer's earlier link stops working. */
export async function resendInvitation(client: AxiosInstance, id: string): Promise<Peer> {
  const { data } = await client.post(apiPaths.peers.invitation(id));
  return peerSchema.parse(data);
}

/** Refreshes every list of this remote. */
export function useResendInvitation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => resendInvitation(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peersKeys.all }),
  });
}
