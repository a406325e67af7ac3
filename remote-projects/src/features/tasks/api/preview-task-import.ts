import { apiPaths, taskImportPreviewSchema, type TaskImportPreview } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { uploadForm } from '../utils/upload-form';

/** What importing the file would do, row by row, without doing it. */
export async function previewTaskImport(
  client: AxiosInstance,
  sprintId: string,
  file: File,
): Promise<TaskImportPreview> {
  return taskImportPreviewSchema.parse(
    (await client.post(apiPaths.sprints.tasksImportPreview(sprintId), uploadForm(file))).data,
  );
}
