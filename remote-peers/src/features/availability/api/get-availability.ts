import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, availabilityPageSchema, type AvailabilityPage, type AvailabilityQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function getAvailability(client: AxiosInstance, query: AvailabilityQuery): Promise<AvailabilityPage> {
  const { data } = await client.get(apiPaths.availability.list, { params: query });
  return availabilityPageSchema.parse(data);
}

export function availabilityQuery(client: AxiosInstance, query: AvailabilityQuery) {
  return queryOptions({ queryKey: peersKeys.availability(query), queryFn: () => getAvailability(client, query) });
}

/** The heatmap page for the filters; the previous one stays on screen while the next loads. */
export function useAvailability(query: AvailabilityQuery) {
  const client = useApiClient();
  return useEagerQuery({ ...availabilityQuery(client, query), placeholderData: keepPreviousData });
}
