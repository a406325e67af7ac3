import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, savedViewSchema, type CreateSavedViewBody, type SavedView } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { viewKeys } from './view-query-keys';

export async function createSavedView(
  client: AxiosInstance,
  projectId: string,
  body: CreateSavedViewBody,
): Promise<SavedView> {
  return savedViewSchema.parse((await client.post(apiPaths.projects.views(projectId), body)).data);
}

/** Saves the list's query as a view of the project; the project's views are read again. */
export function useCreateSavedView(projectId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedViewBody) => createSavedView(client, projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewKeys.views(projectId) }),
  });
}
