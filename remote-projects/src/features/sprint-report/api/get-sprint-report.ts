import { queryOptions } from '@tanstack/react-query';
import { apiPaths, sprintReportSchema, type SprintReport } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { projectKeys } from '../../../common/api/project-query-keys';

export async function getSprintReport(client: AxiosInstance, sprintId: string): Promise<SprintReport> {
  return sprintReportSchema.parse((await client.get(apiPaths.sprints.report(sprintId))).data);
}

export function sprintReportQuery(client: AxiosInstance, sprintId: string) {
  return queryOptions({
    queryKey: [...projectKeys.all, 'report', sprintId],
    queryFn: () => getSprintReport(client, sprintId),
  });
}

export function useSprintReport(sprintId: string) {
  const client = useApiClient();
  return useEagerQuery(sprintReportQuery(client, sprintId));
}
