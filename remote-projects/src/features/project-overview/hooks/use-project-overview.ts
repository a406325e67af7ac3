import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@timely/shared-auth';
import { projectKeys } from '../../../common/api/project-keys';
import { getProjectOverview } from '../../../common/api/projects-api';

export function useProjectOverview(projectId: string) {
  const client = useApiClient();
  return useQuery({ queryKey: projectKeys.overview(projectId), queryFn: () => getProjectOverview(client, projectId) });
}
