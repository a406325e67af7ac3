import { queryOptions } from '@tanstack/react-query';
import {
  firstPagePaths,
  fetchAllProjectsResponseSchema,
  type FetchAllProjectsBody,
  type FetchAllProjectsResponse,
  type SessionUser,
} from '@timely/contract/first-page';
import { queryKeys, sessionUserAtom, useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { useAtomValue } from 'jotai';

export type ProjectName = FetchAllProjectsResponse['result'][number];

/**
 * The spec's sidebar call. The body repeats company, level and user from the session, as the original
 * client did; the token travels in the Authorization header only, never in the body.
 */
export async function fetchAllProjects(
  client: AxiosInstance,
  body: Omit<FetchAllProjectsBody, 'token'>,
): Promise<ProjectName[]> {
  const response = await client.post(firstPagePaths.fetchAllProjects, body);
  return fetchAllProjectsResponseSchema.parse(response.data).result;
}

/** Waits for a session: the body repeats the signed-in user. */
export function allProjectsQuery(client: AxiosInstance, user: SessionUser | null) {
  return queryOptions({
    queryKey: [...queryKeys.sidebarProjects, user?._id],
    queryFn: () => fetchAllProjects(client, { company: user!.company, level: user!.level, user: user!._id }),
    enabled: user !== null,
  });
}

/**
 * The signed-in user's projects, fetched once there is a session. Any app that adds, edits or deletes a
 * project invalidates `queryKeys.sidebarProjects` (shared-auth) and this list refetches in place.
 */
export function useAllProjects() {
  const client = useApiClient();
  const user = useAtomValue(sessionUserAtom);
  return useEagerQuery(allProjectsQuery(client, user));
}
