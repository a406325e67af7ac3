import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function deleteHoliday(client: AxiosInstance, id: string): Promise<void> {
  await client.delete(apiPaths.options.byId('public-holidays', id));
}

/** Saves the change, then refreshes the option lists (the holidays are one of them). */
export function useDeleteHoliday() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (id: string) => {
    await deleteHoliday(client, id);
    await queryClient.invalidateQueries({ queryKey: peersKeys.options });
  };
}
