import { apiPaths, okSchema } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../hooks/use-project-mutation';

export async function deleteEpic(client: AxiosInstance, id: string): Promise<void> {
  okSchema.parse((await client.delete(apiPaths.epics.byId(id))).data);
}

export function useDeleteEpic() {
  return useProjectMutation((client, id: string) => deleteEpic(client, id));
}
