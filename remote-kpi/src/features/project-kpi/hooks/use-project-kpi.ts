import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { kpiKeys } from '../../../common/api/kpi-query-keys';
import { getProjectKpi } from '../api/project-kpi-api';

export function useProjectKpi(projectId: string, month: string) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: kpiKeys.project(projectId, month),
    queryFn: () => getProjectKpi(client, projectId, month),
  });
}
