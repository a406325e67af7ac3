import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrgKpiMonthBody } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { kpiKeys } from '../../../common/api/kpi-query-keys';
import { getOrgKpi, putOrgMonth } from '../api/org-kpi-api';

export function useOrgKpi(month: string) {
  const client = useApiClient();
  return useEagerQuery({ queryKey: kpiKeys.org(month), queryFn: () => getOrgKpi(client, month) });
}

/** Saving the org row can change targets, so every project's health of the month is refetched too. */
export function useSaveOrgMonth(month: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrgKpiMonthBody) => putOrgMonth(client, month, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpiKeys.all }),
  });
}
