import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, savedViewSchema, type SavedView, type UpdateSavedViewBody } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { viewKeys } from './view-query-keys';

export async function updateSavedView(
  client: AxiosInstance,
  id: string,
  body: UpdateSavedViewBody,
): Promise<SavedView> {
  return savedViewSchema.parse((await client.patch(apiPaths.views.byId(id), body)).data);
}

/** Renames a view, changes its filters, shares or unshares it; the project's views are read again. */
export function useUpdateSavedView(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateSavedViewBody }) => updateSavedView(client, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewKeys.views(projectId) }),
  });
}
