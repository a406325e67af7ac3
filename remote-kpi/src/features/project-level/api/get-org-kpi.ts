import { queryOptions } from '@tanstack/react-query';
import { apiPaths, orgKpiSchema, type OrgKpi } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { kpiKeys } from '../../../common/api/kpi-query-keys';

export async function getOrgKpi(client: AxiosInstance, month: string): Promise<OrgKpi> {
  const { data } = await client.get(apiPaths.kpis.org, { params: { month } });
  return orgKpiSchema.parse(data);
}

export function orgKpiQuery(client: AxiosInstance, month: string) {
  return queryOptions({ queryKey: kpiKeys.org(month), queryFn: () => getOrgKpi(client, month) });
}

export function useOrgKpi(month: string) {
  const client = useApiClient();
  return useEagerQuery(orgKpiQuery(client, month));
}
