import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import type { OrderedList } from './get-managed-option-lists';
import { refreshOptionLists } from '../utils/option-lists-cache';

/** `ids`: every entry of the list (of one parent for blocks and activity types), first to last. */
export async function reorderOptions(client: AxiosInstance, list: OrderedList, ids: string[]): Promise<void> {
  await client.put(apiPaths.options.order(list), { ids });
}

/** Saves the change, then refreshes the managed and the offered option lists. */
export function useReorderOptions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (list: OrderedList, ids: string[]) => {
    await reorderOptions(client, list, ids);
    await refreshOptionLists(queryClient);
  };
}
