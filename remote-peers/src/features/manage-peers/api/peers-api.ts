import {
  apiPaths,
  peerSchema,
  type CreatePeerBody,
  type ExportPeersQuery,
  type Peer,
  type UpdatePeerBody,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

/** The directory as CSV (level3): the server writes it, every page of the search and sort. */
export async function exportPeersCsv(client: AxiosInstance, query: ExportPeersQuery): Promise<string> {
  const { data } = await client.get<string>(apiPaths.peers.exportCsv, {
    params: { ...query, search: query.search || undefined },
    responseType: 'text',
  });
  return data;
}

export async function createPeer(client: AxiosInstance, body: CreatePeerBody): Promise<Peer> {
  const { data } = await client.post(apiPaths.peers.list, body);
  return peerSchema.parse(data);
}

export async function updatePeer(client: AxiosInstance, id: string, body: UpdatePeerBody): Promise<Peer> {
  const { data } = await client.patch(apiPaths.peers.byId(id), body);
  return peerSchema.parse(data);
}

export async function deletePeer(client: AxiosInstance, id: string): Promise<Peer> {
  const { data } = await client.delete(apiPaths.peers.byId(id));
  return peerSchema.parse(data);
}

export async function restorePeer(client: AxiosInstance, id: string): Promise<Peer> {
  const { data } = await client.post(apiPaths.peers.restore(id));
  return peerSchema.parse(data);
}

/** Uploads a picture (multipart field "file"); the server checks size and type. */
export async function uploadPeerAvatar(client: AxiosInstance, id: string, file: Blob): Promise<Peer> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await client.post(apiPaths.peers.avatar(id), form);
  return peerSchema.parse(data);
}

/** A fresh invitation (level3): the peer's earlier link stops working. */
export async function resendInvitation(client: AxiosInstance, id: string): Promise<Peer> {
  const { data } = await client.post(apiPaths.peers.invitation(id));
  return peerSchema.parse(data);
}

/** Takes the invitation back (level3): every link of the peer stops working. */
export async function revokeInvitation(client: AxiosInstance, id: string): Promise<Peer> {
  const { data } = await client.delete(apiPaths.peers.invitation(id));
  return peerSchema.parse(data);
}
