import { useQueryClient } from '@tanstack/react-query';
import { apiPaths, peerSchema, type CreatePeerBody, type Peer, type UpdatePeerBody } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function createPeer(client: AxiosInstance, body: CreatePeerBody): Promise<Peer> {
  const { data } = await client.post(apiPaths.peers.list, body);
  return peerSchema.parse(data);
}

export async function updatePeer(client: AxiosInstance, id: string, body: UpdatePeerBody): Promise<Peer> {
  const { data } = await client.patch(apiPaths.peers.byId(id), body);
  return peerSchema.parse(data);
}

/** Uploads a picture (multipart field "file"); the server checks size and type. */
export async function uploadPeerAvatar(client: AxiosInstance, id: string, file: Blob): Promise<Peer> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await client.post(apiPaths.peers.avatar(id), form);
  return peerSchema.parse(data);
}

/** Creates or changes a peer, then uploads the chosen picture (if any), then refreshes the lists. */
export function useSavePeer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (editing: Peer | null, body: CreatePeerBody, avatar: Blob | null): Promise<Peer> => {
    // the invitation's language is for a new peer only: an edit never sends it
    const { language: _language, ...changes } = body;
    let peer = editing ? await updatePeer(client, editing._id, changes) : await createPeer(client, body);
    if (avatar) peer = await uploadPeerAvatar(client, peer._id, avatar);
    await queryClient.invalidateQueries({ queryKey: peersKeys.all });
    return peer;
  };
}
