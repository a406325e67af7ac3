import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { projectKeys } from '../../../common/api/project-query-keys';
import { getProjectOverview } from '../../../common/api/projects-api';

export function useProjectOverview(projectId: string) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: projectKeys.overview(projectId),
    queryFn: () => getProjectOverview(client, projectId),
  });
}
