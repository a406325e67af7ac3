import { useQueryClient } from '@tanstack/react-query';
import type { CreatePeerBody, Peer } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { peersKeys } from '../../../common/api/peers-query-keys';
import { createPeer, updatePeer, uploadPeerAvatar } from '../api/peers-api';

/** Creates or changes a peer, then uploads the chosen picture (if any), then refreshes the lists. */
export function useSavePeer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (editing: Peer | null, body: CreatePeerBody, avatar: Blob | null): Promise<Peer> => {
    let peer = editing ? await updatePeer(client, editing._id, body) : await createPeer(client, body);
    if (avatar) peer = await uploadPeerAvatar(client, peer._id, avatar);
    await queryClient.invalidateQueries({ queryKey: peersKeys.all });
    return peer;
  };
}
