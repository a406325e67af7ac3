import { queryOptions } from '@tanstack/react-query';
import { firstPagePaths, optionsResponseSchema, type OptionsResponse } from '@timely/contract/first-page';
import type { Label } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { projectKeys } from './project-query-keys';

export async function getCompanyOptions(client: AxiosInstance): Promise<OptionsResponse> {
  return optionsResponseSchema.parse((await client.get(firstPagePaths.options.all)).data);
}

export function companyOptionsQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: projectKeys.options, queryFn: () => getCompanyOptions(client), staleTime: 60_000 });
}

/** The company's option lists (job roles, platforms, activity types…), one cached copy for every screen. */
export function useCompanyOptions(enabled = true) {
  const client = useApiClient();
  return useEagerQuery({ ...companyOptionsQuery(client), enabled });
}

const NO_LABELS: Label[] = [];

/** The company's task labels (retired ones marked), for the badges of cards and rows; none until they load. */
export function useCompanyLabels(): Label[] {
  return useCompanyOptions().data?.labels ?? NO_LABELS;
}
