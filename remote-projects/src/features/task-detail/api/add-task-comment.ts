import { apiPaths, taskCommentSchema, type TaskComment, type TaskCommentBody } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

export async function addTaskComment(
  client: AxiosInstance,
  taskId: string,
  body: TaskCommentBody,
): Promise<TaskComment> {
  return taskCommentSchema.parse((await client.post(apiPaths.tasks.comments(taskId), body)).data);
}

export function useAddTaskComment(taskId: string) {
  return useProjectMutation((client, body: TaskCommentBody) => addTaskComment(client, taskId, body));
}
