import { apiPaths, taskCommentSchema, type TaskComment, type TaskCommentBody } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

export async function editTaskComment(
  client: AxiosInstance,
  commentId: string,
  body: TaskCommentBody,
): Promise<TaskComment> {
  return taskCommentSchema.parse((await client.patch(apiPaths.taskComments.byId(commentId), body)).data);
}

export function useEditTaskComment() {
  return useProjectMutation((client, { id, body }: { id: string; body: TaskCommentBody }) =>
    editTaskComment(client, id, body),
  );
}
