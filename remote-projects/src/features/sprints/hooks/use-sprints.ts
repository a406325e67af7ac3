import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@timely/shared-auth';
import { projectKeys } from '../../../common/api/project-keys';
import { getProject, getSprints } from '../../../common/api/projects-api';

/** The project (for its name and rights) and its sprints, by number. */
export function useSprints(projectId: string) {
  const client = useApiClient();
  const project = useQuery({ queryKey: projectKeys.one(projectId), queryFn: () => getProject(client, projectId) });
  const sprints = useQuery({ queryKey: projectKeys.sprints(projectId), queryFn: () => getSprints(client, projectId) });
  return { project, sprints };
}
