import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, myWorkPageSchema, type MyWorkKind, type MyWorkPage } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { projectKeys } from '../../../common/api/project-query-keys';

type MyWorkParams = { kind: MyWorkKind; page: number; perPage: number };

export async function getMyWork(client: AxiosInstance, params: MyWorkParams): Promise<MyWorkPage> {
  return myWorkPageSchema.parse((await client.get(apiPaths.meWork, { params })).data);
}

export function myWorkQuery(client: AxiosInstance, params: MyWorkParams) {
  return queryOptions({
    queryKey: [...projectKeys.all, 'my-work', params] as const,
    queryFn: () => getMyWork(client, params),
    placeholderData: keepPreviousData,
  });
}

/** A page of the caller's tasks of one kind: assigned, watched or mentioning them. */
export function useMyWork(params: MyWorkParams) {
  const client = useApiClient();
  return useEagerQuery(myWorkQuery(client, params));
}
