import { queryOptions } from '@tanstack/react-query';
import { firstPagePaths, nextWeekAvailabilitySchema, type NextWeekAvailability } from '@timely/contract/first-page';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { overviewKeys } from './overview-query-keys';

export async function getNextWeekAvailability(client: AxiosInstance): Promise<NextWeekAvailability> {
  return nextWeekAvailabilitySchema.parse((await client.get(firstPagePaths.overview.nextWeek)).data);
}

export function nextWeekAvailabilityQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: overviewKeys.nextWeek, queryFn: () => getNextWeekAvailability(client) });
}

/** Next week, Monday to Friday: who is available and who is away. */
export function useNextWeekAvailability() {
  const client = useApiClient();
  return useEagerQuery(nextWeekAvailabilityQuery(client));
}
