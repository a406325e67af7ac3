import { apiPaths, type Project } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

/** `force` deletes a project that still has open sprints. */
export async function deleteProject(client: AxiosInstance, id: string, force: boolean): Promise<void> {
  await client.delete(apiPaths.projects.byId(id), { params: force ? { force: 'true' } : {} });
}

export function useDeleteProject() {
  return useProjectMutation((client, project: Project) => deleteProject(client, project._id, project.openSprints > 0));
}
