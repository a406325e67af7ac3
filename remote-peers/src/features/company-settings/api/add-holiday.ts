import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** A holiday for everyone (`locationId` null) or for one location's peers only. */
export type HolidayBody = { day: string; name: string; locationId: string | null };

export async function addHoliday(client: AxiosInstance, body: HolidayBody): Promise<void> {
  await client.post(apiPaths.options.list('public-holidays'), body);
}

/** Saves the change, then refreshes the option lists (the holidays are one of them). */
export function useAddHoliday() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (body: HolidayBody) => {
    await addHoliday(client, body);
    await queryClient.invalidateQueries({ queryKey: peersKeys.options });
  };
}
