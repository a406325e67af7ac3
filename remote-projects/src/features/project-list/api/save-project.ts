import { apiPaths, projectSchema, type CreateProjectBody, type Project } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

/** Creates a project (no id) or changes the one the id names. */
export async function saveProject(
  client: AxiosInstance,
  { id, body }: { id: string | null; body: CreateProjectBody },
): Promise<Project> {
  const { data } = id
    ? await client.patch(apiPaths.projects.byId(id), body)
    : await client.post(apiPaths.projects.list, body);
  return projectSchema.parse(data);
}

export function useSaveProject() {
  return useProjectMutation(saveProject);
}
