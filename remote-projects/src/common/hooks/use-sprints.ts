import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { projectKeys } from '../api/project-query-keys';
import { getProject, getSprints } from '../api/projects-api';

/** The project (for its name and rights) and its sprints, by number. */
export function useSprints(projectId: string, enabled = true) {
  const client = useApiClient();
  const project = useEagerQuery({
    queryKey: projectKeys.one(projectId),
    queryFn: () => getProject(client, projectId),
    enabled: enabled && Boolean(projectId),
  });
  const sprints = useEagerQuery({
    queryKey: projectKeys.sprints(projectId),
    queryFn: () => getSprints(client, projectId),
    enabled: enabled && Boolean(projectId),
  });
  return { project, sprints };
}
