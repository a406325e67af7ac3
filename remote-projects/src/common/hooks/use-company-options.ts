import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@timely/shared-auth';
import { projectKeys } from '../api/project-keys';
import { getOptions } from '../api/projects-api';

/** The company's option lists (job roles, platforms, activity types…), one cached copy for every screen. */
export function useCompanyOptions(enabled = true) {
  const client = useApiClient();
  return useQuery({ queryKey: projectKeys.options, queryFn: () => getOptions(client), enabled, staleTime: 60_000 });
}
