import { useQueryClient } from '@tanstack/react-query';
import { peerFieldPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** Deletes a field and every peer's value of it. */
export async function deletePeerField(client: AxiosInstance, id: string): Promise<void> {
  await client.delete(peerFieldPaths.one(id));
}

export function useDeletePeerField() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (id: string) => {
    await deletePeerField(client, id);
    await queryClient.invalidateQueries({ queryKey: peersKeys.all });
  };
}
