import {
  apiPaths,
  changeTaskStatusResponseSchema,
  sprintSchema,
  taskImportPreviewSchema,
  taskImportResultSchema,
  taskPageSchema,
  taskSchema,
  type ChangeTaskStatusBody,
  type ChangeTaskStatusResponse,
  type CreateTaskBody,
  type Sprint,
  type Task,
  type TaskEtaBody,
  type TaskImportPreview,
  type TaskImportResult,
  type TaskPage,
  type TaskTab,
  type UpdateTaskBody,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export type TaskListParams = { tab: TaskTab; page: number; perPage: number; search: string };

export async function getSprint(client: AxiosInstance, id: string): Promise<Sprint> {
  return sprintSchema.parse((await client.get(apiPaths.sprints.byId(id))).data);
}

export async function getTasks(
  client: AxiosInstance,
  sprintId: string,
  { tab, page, perPage, search }: TaskListParams,
): Promise<TaskPage> {
  const params = { tab, page, perPage, ...(search ? { search } : {}) };
  return taskPageSchema.parse((await client.get(apiPaths.sprints.tasks(sprintId), { params })).data);
}

export async function createTask(client: AxiosInstance, sprintId: string, body: CreateTaskBody): Promise<Task> {
  return taskSchema.parse((await client.post(apiPaths.sprints.tasks(sprintId), body)).data);
}

export async function updateTask(client: AxiosInstance, id: string, body: UpdateTaskBody): Promise<Task> {
  return taskSchema.parse((await client.patch(apiPaths.tasks.byId(id), body)).data);
}

export async function deleteTask(client: AxiosInstance, id: string): Promise<void> {
  await client.delete(apiPaths.tasks.byId(id));
}

export async function assignTaskToSelf(client: AxiosInstance, id: string): Promise<Task> {
  return taskSchema.parse((await client.post(apiPaths.tasks.assignSelf(id))).data);
}

export async function changeTaskStatus(
  client: AxiosInstance,
  id: string,
  body: ChangeTaskStatusBody,
): Promise<ChangeTaskStatusResponse> {
  return changeTaskStatusResponseSchema.parse((await client.post(apiPaths.tasks.status(id), body)).data);
}

export async function setTaskEta(client: AxiosInstance, id: string, body: TaskEtaBody): Promise<Task> {
  return taskSchema.parse((await client.put(apiPaths.tasks.eta(id), body)).data);
}

export async function getImportSample(client: AxiosInstance, sprintId: string): Promise<string> {
  return String((await client.get(apiPaths.sprints.tasksImportSample(sprintId), { responseType: 'text' })).data);
}

const asUpload = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export async function previewTaskImport(
  client: AxiosInstance,
  sprintId: string,
  file: File,
): Promise<TaskImportPreview> {
  return taskImportPreviewSchema.parse(
    (await client.post(apiPaths.sprints.tasksImportPreview(sprintId), asUpload(file))).data,
  );
}

export async function importTasks(client: AxiosInstance, sprintId: string, file: File): Promise<TaskImportResult> {
  return taskImportResultSchema.parse((await client.post(apiPaths.sprints.tasksImport(sprintId), asUpload(file))).data);
}
