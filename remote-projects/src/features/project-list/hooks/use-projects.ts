import { keepPreviousData } from '@tanstack/react-query';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { projectKeys } from '../../../common/api/project-query-keys';
import { getProjects, type ProjectListParams } from '../../../common/api/projects-api';

/** One page of projects; the previous page stays on screen while the next loads. */
export function useProjects(params: ProjectListParams) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: projectKeys.list(params),
    queryFn: () => getProjects(client, params),
    placeholderData: keepPreviousData,
  });
}
