import { queryOptions } from '@tanstack/react-query';
import { apiPaths, myWorkDaysSchema, type MyWorkDays } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { accountKeys } from './account-query-keys';

/** The signed-in user's working days of this week and the next. */
export async function getMyWorkDays(client: AxiosInstance): Promise<MyWorkDays> {
  const response = await client.get(apiPaths.meWorkDays);
  return myWorkDaysSchema.parse(response.data);
}

export function myWorkDaysQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: accountKeys.workDays, queryFn: () => getMyWorkDays(client) });
}

export function useMyWorkDays() {
  const client = useApiClient();
  return useEagerQuery(myWorkDaysQuery(client));
}
