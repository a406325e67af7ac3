import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, okSchema } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { viewKeys } from './view-query-keys';

export async function deleteSavedView(client: AxiosInstance, id: string): Promise<void> {
  okSchema.parse((await client.delete(apiPaths.views.byId(id))).data);
}

/** Deletes a view; the project's views are read again. */
export function useDeleteSavedView(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSavedView(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewKeys.views(projectId) }),
  });
}
