import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, orgKpiSchema, type OrgKpi, type OrgKpiMonthBody } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { kpiKeys } from '../../../common/api/kpi-query-keys';

export async function saveOrgMonth(client: AxiosInstance, month: string, body: OrgKpiMonthBody): Promise<OrgKpi> {
  const { data } = await client.put(apiPaths.kpis.orgMonth(month), body);
  return orgKpiSchema.parse(data);
}

/** Saving the org row can change targets, so every project's health of the month is refetched too. */
export function useSaveOrgMonth(month: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrgKpiMonthBody) => saveOrgMonth(client, month, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpiKeys.all }),
  });
}
