import { queryOptions } from '@tanstack/react-query';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { getProjects } from '../../../common/api/get-projects';
import { overviewKeys } from './overview-query-keys';

/** The first 40 projects by name, to choose the planned-vs-actual project from. */
export async function getProjectChoices(client: AxiosInstance) {
  return getProjects(client, { page: 1, perPage: 40, search: '', sort: 'name', order: 'asc' });
}

export function projectChoicesQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: overviewKeys.projectChoices, queryFn: () => getProjectChoices(client) });
}

export function useProjectChoices() {
  const client = useApiClient();
  return useEagerQuery(projectChoicesQuery(client));
}
