import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { projectKeys } from '../api/project-query-keys';
import { getSprintBurndown, getSprintReport } from '../api/sprint-report-api';

export function useSprintReport(sprintId: string) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: [...projectKeys.all, 'report', sprintId],
    queryFn: () => getSprintReport(client, sprintId),
  });
}

/** The burndown of a current or closed sprint (a planned one has none). */
export function useSprintBurndown(sprintId: string, enabled: boolean) {
  const client = useApiClient();
  return useEagerQuery({
    queryKey: [...projectKeys.all, 'burndown', sprintId],
    queryFn: () => getSprintBurndown(client, sprintId),
    enabled,
  });
}
