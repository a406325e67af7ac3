import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { getOptions, getProjectNames } from '../api/options-api';
import { peersKeys } from '../api/peers-query-keys';

/** The company's option lists (job roles, designations, locations and blocks...), cached for the session. */
export function useOptions() {
  const client = useApiClient();
  return useEagerQuery({ queryKey: peersKeys.options, queryFn: () => getOptions(client), staleTime: 5 * 60_000 });
}

/** Projects for the filters. */
export function useProjectNames() {
  const client = useApiClient();
  return useEagerQuery({ queryKey: peersKeys.projects, queryFn: () => getProjectNames(client), staleTime: 60_000 });
}
