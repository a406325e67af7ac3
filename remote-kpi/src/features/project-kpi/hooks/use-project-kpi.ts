import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@timely/shared-auth';
import { kpiKeys } from '../../../common/api/kpi-query-keys';
import { getProjectKpi } from '../api/get-project-kpi';

export function useProjectKpi(projectId: string, month: string) {
  const client = useApiClient();
  return useQuery({ queryKey: kpiKeys.project(projectId, month), queryFn: () => getProjectKpi(client, projectId, month) });
}
