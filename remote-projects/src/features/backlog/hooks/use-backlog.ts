import { useQueryClient } from '@tanstack/react-query';
import type { BacklogPage, Task } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { useCallback } from 'react';
import { projectKeys } from '../../../common/api/project-query-keys';
import { getBacklog } from '../../../common/api/backlog-api';

/** One page of the project's backlog by rank, and `show` to put the list in its new order at once while the server is asked. */
export function useBacklog(projectId: string, page: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = [...projectKeys.all, 'backlog', projectId, page] as const;
  const query = useEagerQuery({ queryKey: key, queryFn: () => getBacklog(client, projectId, page) });
  const show = useCallback(
    (items: Task[]) => {
      const before = queryClient.getQueryData<BacklogPage>(key);
      queryClient.setQueryData<BacklogPage>(key, (data) => data && { ...data, items });
      return () => queryClient.setQueryData(key, before);
    },
    // the key is rebuilt from these
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, projectId, page],
  );
  return { ...query, show };
}
