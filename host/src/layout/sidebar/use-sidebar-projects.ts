import { queryKeys, sessionUserAtom, useApiClient } from '@timely/shared-auth';
import { useAtomValue } from 'jotai';
import { useEagerQuery } from '@timely/shared-ui';
import { fetchAllProjects } from '../api/projects-api';
import type { SidebarProjects } from './menu-config';

/**
 * The projects of RUN WEEKLY SPRINT, fetched when the sidebar mounts. Any app that adds, edits or deletes a
 * project invalidates `queryKeys.sidebarProjects` (shared-auth) and this list refetches in place.
 */
export function useSidebarProjects(): { projects: SidebarProjects; retry: () => void } {
  const client = useApiClient();
  const user = useAtomValue(sessionUserAtom);
  const query = useEagerQuery({
    queryKey: [...queryKeys.sidebarProjects, user?._id],
    queryFn: () => fetchAllProjects(client, { company: user!.company, level: user!.level, user: user!._id }),
    enabled: user !== null,
  });
  const retry = () => void query.refetch();
  if (query.data) return { projects: { status: 'ready', projects: query.data }, retry };
  if (query.isError) return { projects: { status: 'error' }, retry };
  return { projects: { status: 'loading' }, retry };
}
