import { apiPaths, mainSearchResponseSchema, type SearchGroup } from '@timely/contract';
import type { AxiosInstance } from 'axios';

/** The spec's search call; answers the groups (Pages, Projects, Peers) of at most 4 results each. */
export async function getMainSearch(client: AxiosInstance, q: string, signal?: AbortSignal): Promise<SearchGroup[]> {
  const response = await client.get(apiPaths.mainSearch, { params: { q }, signal });
  return mainSearchResponseSchema.parse(response.data).searchResult;
}
