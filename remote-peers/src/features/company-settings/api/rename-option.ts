import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import type { OrderedList } from './get-managed-option-lists';
import { refreshOptionLists } from '../utils/option-lists-cache';

export async function renameOption(client: AxiosInstance, list: OrderedList, id: string, name: string): Promise<void> {
  await client.patch(apiPaths.options.byId(list, id), { name });
}

/** Saves the change, then refreshes the managed and the offered option lists. */
export function useRenameOption() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (list: OrderedList, id: string, name: string) => {
    await renameOption(client, list, id, name);
    await refreshOptionLists(queryClient);
  };
}
