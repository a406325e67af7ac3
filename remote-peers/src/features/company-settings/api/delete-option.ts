import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import type { OrderedList } from './get-managed-option-lists';
import { refreshOptionLists } from '../utils/option-lists-cache';

/** Refused with 409 while records use the entry; the message says how many. */
export async function deleteOption(client: AxiosInstance, list: OrderedList, id: string): Promise<void> {
  await client.delete(apiPaths.options.byId(list, id));
}

/** Saves the change, then refreshes the managed and the offered option lists. */
export function useDeleteOption() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (list: OrderedList, id: string) => {
    await deleteOption(client, list, id);
    await refreshOptionLists(queryClient);
  };
}
