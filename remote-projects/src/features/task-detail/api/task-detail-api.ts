import {
  apiPaths,
  taskCommentListSchema,
  taskCommentSchema,
  taskDetailSchema,
  taskHistoryListSchema,
  type TaskComment,
  type TaskCommentBody,
  type TaskCommentList,
  type TaskDetail,
  type TaskHistoryList,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getTaskDetail(client: AxiosInstance, taskId: string): Promise<TaskDetail> {
  return taskDetailSchema.parse((await client.get(apiPaths.tasks.byId(taskId))).data);
}

export async function getTaskComments(client: AxiosInstance, taskId: string): Promise<TaskCommentList> {
  return taskCommentListSchema.parse((await client.get(apiPaths.tasks.comments(taskId))).data);
}

export async function addTaskComment(
  client: AxiosInstance,
  taskId: string,
  body: TaskCommentBody,
): Promise<TaskComment> {
  return taskCommentSchema.parse((await client.post(apiPaths.tasks.comments(taskId), body)).data);
}

export async function getTaskHistory(client: AxiosInstance, taskId: string): Promise<TaskHistoryList> {
  return taskHistoryListSchema.parse((await client.get(apiPaths.tasks.history(taskId))).data);
}

export async function editTaskComment(
  client: AxiosInstance,
  commentId: string,
  body: TaskCommentBody,
): Promise<TaskComment> {
  return taskCommentSchema.parse((await client.patch(apiPaths.taskComments.byId(commentId), body)).data);
}

export async function deleteTaskComment(client: AxiosInstance, commentId: string): Promise<void> {
  await client.delete(apiPaths.taskComments.byId(commentId));
}
