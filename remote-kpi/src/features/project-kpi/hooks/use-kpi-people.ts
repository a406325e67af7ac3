import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { kpiKeys } from '../../../common/api/kpi-query-keys';
import { getKpiPeople } from '../api/project-kpi-api';

/** Peers for the thought-leadership teammate picker, the project's team first. */
export function useKpiPeople(projectId: string, enabled: boolean) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: kpiKeys.people(projectId),
    queryFn: async () =>
      (await getKpiPeople(client, projectId)).sort((a, b) => Number(b.onProject) - Number(a.onProject)),
    enabled,
    staleTime: 5 * 60_000,
  });
}
