import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';
import type { HolidayBody } from './add-holiday';

export async function updateHoliday(client: AxiosInstance, id: string, body: HolidayBody): Promise<void> {
  await client.patch(apiPaths.options.byId('public-holidays', id), body);
}

/** Saves the change, then refreshes the option lists (the holidays are one of them). */
export function useUpdateHoliday() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (id: string, body: HolidayBody) => {
    await updateHoliday(client, id, body);
    await queryClient.invalidateQueries({ queryKey: peersKeys.options });
  };
}
