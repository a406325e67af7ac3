import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function addHoliday(client: AxiosInstance, day: string, name: string): Promise<void> {
  await client.post(apiPaths.options.list('public-holidays'), { day, name });
}

/** Saves the change, then refreshes the option lists (the holidays are one of them). */
export function useAddHoliday() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (day: string, name: string) => {
    await addHoliday(client, day, name);
    await queryClient.invalidateQueries({ queryKey: peersKeys.options });
  };
}
