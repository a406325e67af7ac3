import { apiPaths, type Sprint } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

export async function deleteSprint(client: AxiosInstance, id: string): Promise<void> {
  await client.delete(apiPaths.sprints.byId(id));
}

export function useDeleteSprint() {
  return useProjectMutation((client, sprint: Sprint) => deleteSprint(client, sprint._id));
}
