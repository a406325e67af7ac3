import { queryOptions } from '@tanstack/react-query';
import { firstPagePaths, mainSearchResponseSchema, type SearchGroup } from '@timely/contract/first-page';
import { useApiClient } from '@timely/shared-auth';
import { useDebouncedValue, useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';

/** The spec's search call; answers the groups (Pages, Projects, Peers) of at most 4 results each. */
export async function getMainSearch(client: AxiosInstance, q: string, signal?: AbortSignal): Promise<SearchGroup[]> {
  const response = await client.get(firstPagePaths.mainSearch, { params: { q }, signal });
  return mainSearchResponseSchema.parse(response.data).searchResult;
}

export function mainSearchQuery(client: AxiosInstance, q: string) {
  return queryOptions({
    queryKey: ['main-search', q],
    queryFn: ({ signal }) => getMainSearch(client, q, signal),
    staleTime: 30_000,
  });
}

/** The top bar's search: asks the server once the user pauses typing, only while the box is in use. */
export function useMainSearch(text: string, active: boolean) {
  const client = useApiClient();
  const q = useDebouncedValue(text.trim(), 250);
  const query = useEagerQuery({ ...mainSearchQuery(client, q), enabled: active });
  return { ...query, settled: q === text.trim() };
}
