import { apiPaths, sprintSchema, type CreateSprintBody, type Sprint } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../hooks/use-project-mutation';

/** Creates a sprint in the project (no id) or changes the one the id names. */
export async function saveSprint(
  client: AxiosInstance,
  projectId: string,
  { id, body }: { id: string | null; body: CreateSprintBody },
): Promise<Sprint> {
  const { data } = id
    ? await client.patch(apiPaths.sprints.byId(id), body)
    : await client.post(apiPaths.projects.sprints(projectId), body);
  return sprintSchema.parse(data);
}

export function useSaveSprint(projectId: string) {
  return useProjectMutation((client, variables: { id: string | null; body: CreateSprintBody }) =>
    saveSprint(client, projectId, variables),
  );
}
