import { queryOptions } from '@tanstack/react-query';
import { apiPaths, optionsResponseSchema, type OptionsResponse } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from './peers-query-keys';

export async function getOptions(client: AxiosInstance): Promise<OptionsResponse> {
  const { data } = await client.get(apiPaths.options.all);
  return optionsResponseSchema.parse(data);
}

/** The company's option lists (job roles, designations, locations and blocks...), cached for the session. */
export function optionsQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: peersKeys.options, queryFn: () => getOptions(client), staleTime: 5 * 60_000 });
}

export function useOptions() {
  const client = useApiClient();
  return useEagerQuery(optionsQuery(client));
}
