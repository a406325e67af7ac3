import { apiPaths, taskImportResultSchema, type TaskImportResult } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';
import { uploadForm } from '../utils/upload-form';

export async function importTasks(client: AxiosInstance, sprintId: string, file: File): Promise<TaskImportResult> {
  return taskImportResultSchema.parse(
    (await client.post(apiPaths.sprints.tasksImport(sprintId), uploadForm(file))).data,
  );
}

export function useImportTasks(sprintId: string) {
  return useProjectMutation((client, file: File) => importTasks(client, sprintId, file));
}
