import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { projectKeys } from '../api/project-query-keys';
import { getOptions } from '../api/projects-api';

/** The company's option lists (job roles, platforms, activity types…), one cached copy for every screen. */
export function useCompanyOptions(enabled = true) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: projectKeys.options,
    queryFn: () => getOptions(client),
    enabled,
    staleTime: 60_000,
  });
}
