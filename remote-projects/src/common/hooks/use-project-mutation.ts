import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { projectKeys } from '../api/project-query-keys';

/**
 * A change to projects or sprints: afterwards every project view of this remote and the host's sidebar
 * list refetch in place (the query cache is one shared singleton), so nothing reloads the page.
 */
export function useProjectMutation<Variables, Result>(
  run: (client: AxiosInstance, variables: Variables) => Promise<Result>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => run(client, variables),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sidebarProjects }),
      ]);
    },
  });
}
