import {
  apiPaths,
  fetchAllProjectsResponseSchema,
  type FetchAllProjectsBody,
  type FetchAllProjectsResponse,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export type ProjectName = FetchAllProjectsResponse['result'][number];

/**
 * The spec's sidebar call. The body repeats company, level and user from the session, as the original
 * client did; the token travels in the Authorization header only, never in the body.
 */
export async function fetchAllProjects(
  client: AxiosInstance,
  body: Omit<FetchAllProjectsBody, 'token'>,
): Promise<ProjectName[]> {
  const response = await client.post(apiPaths.fetchAllProjects, body);
  return fetchAllProjectsResponseSchema.parse(response.data).result;
}
