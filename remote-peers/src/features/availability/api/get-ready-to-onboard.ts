import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  readyToOnboardPageSchema,
  type ReadyToOnboardPage,
  type ReadyToOnboardQuery,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

export async function getReadyToOnboard(
  client: AxiosInstance,
  query: ReadyToOnboardQuery,
): Promise<ReadyToOnboardPage> {
  const { data } = await client.get(apiPaths.availability.readyToOnboard, { params: query });
  return readyToOnboardPageSchema.parse(data);
}

export function readyToOnboardQuery(client: AxiosInstance, query: ReadyToOnboardQuery) {
  return queryOptions({ queryKey: peersKeys.ready(query), queryFn: () => getReadyToOnboard(client, query) });
}

export function useReadyToOnboard(query: ReadyToOnboardQuery) {
  const client = useApiClient();
  return useEagerQuery({ ...readyToOnboardQuery(client, query), placeholderData: keepPreviousData });
}
