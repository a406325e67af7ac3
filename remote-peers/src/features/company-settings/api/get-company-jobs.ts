import { queryOptions } from '@tanstack/react-query';
import { companyJobsSchema, jobPaths, type CompanyJobs } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function getCompanyJobs(client: AxiosInstance): Promise<CompanyJobs> {
  return companyJobsSchema.parse((await client.get(jobPaths.companyJobs)).data);
}

/** The jobs' last runs and failures per kind (level3). */
export function useCompanyJobs() {
  const client = useApiClient();
  return useEagerQuery(queryOptions({ queryKey: peersKeys.jobs, queryFn: () => getCompanyJobs(client) }));
}
