import { useQueryClient } from '@tanstack/react-query';
import {
  peerFieldSchema,
  type CreatePeerFieldBody,
  type PeerField,
  type UpdatePeerFieldBody,
  peerFieldPaths,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** Adds a field (`id` null) or changes one; a changed field's type stays. */
export async function savePeerField(
  client: AxiosInstance,
  id: string | null,
  body: CreatePeerFieldBody | UpdatePeerFieldBody,
): Promise<PeerField> {
  const { data } = id ? await client.patch(peerFieldPaths.one(id), body) : await client.post(peerFieldPaths.list, body);
  return peerFieldSchema.parse(data);
}

/** Saves, then refreshes the fields and the directory (whose records show them). */
export function useSavePeerField() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (id: string | null, body: CreatePeerFieldBody | UpdatePeerFieldBody) => {
    const saved = await savePeerField(client, id, body);
    await queryClient.invalidateQueries({ queryKey: peersKeys.peerFields });
    return saved;
  };
}
