import { keepPreviousData } from '@tanstack/react-query';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { kpiKeys } from '../../../common/api/kpi-query-keys';
import { getProjectKpis } from '../api/project-kpis-api';

/** One page of the month's project rows; the previous page stays on screen while the next loads. */
export function useProjectKpis(params: { month: string; page: number; perPage: number; search: string }) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: kpiKeys.projects(params),
    queryFn: () => getProjectKpis(client, params),
    placeholderData: keepPreviousData,
  });
}
