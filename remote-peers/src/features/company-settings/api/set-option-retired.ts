import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import type { OrderedList } from './get-managed-option-lists';
import { refreshOptionLists } from '../utils/option-lists-cache';

/** Retire (kept on records, no longer offered) or offer again. */
export async function setOptionRetired(
  client: AxiosInstance,
  list: OrderedList,
  id: string,
  retired: boolean,
): Promise<void> {
  await client.patch(apiPaths.options.byId(list, id), { retired });
}

/** Saves the change, then refreshes the managed and the offered option lists. */
export function useSetOptionRetired() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (list: OrderedList, id: string, retired: boolean) => {
    await setOptionRetired(client, list, id, retired);
    await refreshOptionLists(queryClient);
  };
}
