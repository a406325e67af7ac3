import { apiPaths } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

export async function deleteTaskComment(client: AxiosInstance, commentId: string): Promise<void> {
  await client.delete(apiPaths.taskComments.byId(commentId));
}

export function useDeleteTaskComment() {
  return useProjectMutation((client, commentId: string) => deleteTaskComment(client, commentId));
}
