import { apiPaths, epicSchema, type CreateEpicBody, type Epic } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../hooks/use-project-mutation';

export async function createEpic(client: AxiosInstance, projectId: string, body: CreateEpicBody): Promise<Epic> {
  return epicSchema.parse((await client.post(apiPaths.projects.epics(projectId), body)).data);
}

export function useCreateEpic(projectId: string) {
  return useProjectMutation((client, body: CreateEpicBody) => createEpic(client, projectId, body));
}
