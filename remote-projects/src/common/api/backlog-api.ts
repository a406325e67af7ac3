import {
  apiPaths,
  backlogPageSchema,
  bulkTasksResponseSchema,
  taskSchema,
  type BacklogPage,
  type BulkTasksBody,
  type BulkTasksResponse,
  type CreateTaskBody,
  type MoveTaskBody,
  type Task,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

// a page of 500 rows, each draggable with its menu, kept the backlog of 2,000 from showing for seconds (bench:web)
export const BACKLOG_PER_PAGE = 100;

export async function getBacklog(client: AxiosInstance, projectId: string, page: number): Promise<BacklogPage> {
  return backlogPageSchema.parse(
    (await client.get(apiPaths.projects.backlog(projectId), { params: { page, perPage: BACKLOG_PER_PAGE } })).data,
  );
}

export async function createBacklogTask(client: AxiosInstance, projectId: string, body: CreateTaskBody): Promise<Task> {
  return taskSchema.parse((await client.post(apiPaths.projects.backlog(projectId), body)).data);
}

export async function moveTask(client: AxiosInstance, taskId: string, body: MoveTaskBody): Promise<Task> {
  return taskSchema.parse((await client.post(apiPaths.tasks.move(taskId), body)).data);
}

export async function bulkEditTasks(
  client: AxiosInstance,
  projectId: string,
  body: BulkTasksBody,
): Promise<BulkTasksResponse> {
  return bulkTasksResponseSchema.parse((await client.post(apiPaths.projects.tasksBulk(projectId), body)).data);
}
