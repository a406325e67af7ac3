import { queryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  managedOptionListsSchema,
  ORDERED_OPTION_LISTS,
  type ManagedOptionLists,
  type OrderedOptionList,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** The option lists the settings screen orders and retires (blocks and activity types within their parent). */
export const ORDERED_LISTS = ORDERED_OPTION_LISTS;
export type OrderedList = OrderedOptionList;

/** Every ordered list with retired entries and usage counts, in the admin's order. */
export async function getManagedOptionLists(client: AxiosInstance): Promise<ManagedOptionLists> {
  return managedOptionListsSchema.parse((await client.get(apiPaths.company.optionLists)).data);
}

export function managedOptionListsQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: peersKeys.companyOptionLists, queryFn: () => getManagedOptionLists(client) });
}

export function useManagedOptionLists() {
  const client = useApiClient();
  return useEagerQuery(managedOptionListsQuery(client));
}
