import { useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import type { OrderedList } from './get-managed-option-lists';
import { refreshOptionLists } from '../utils/option-lists-cache';

/** A block's location or an activity type's job role, which a new entry of those lists needs. */
export type OptionParent = { locationId: string } | { jobRoleId: string };

export async function addOption(
  client: AxiosInstance,
  list: OrderedList,
  name: string,
  parent?: OptionParent,
  colour?: string,
): Promise<void> {
  await client.post(apiPaths.options.list(list), { ...parent, name, ...(colour ? { colour } : {}) });
}

/** Saves the change, then refreshes the managed and the offered option lists. */
export function useAddOption() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (list: OrderedList, name: string, parent?: OptionParent, colour?: string) => {
    await addOption(client, list, name, parent, colour);
    await refreshOptionLists(queryClient);
  };
}
