import { apiPaths, taskWatchersSchema, type TaskWatchers } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

export async function watchTask(client: AxiosInstance, id: string, watching: boolean): Promise<TaskWatchers> {
  const response = watching
    ? await client.post(apiPaths.tasks.watch(id))
    : await client.delete(apiPaths.tasks.watch(id));
  return taskWatchersSchema.parse(response.data);
}

/** Starts (`watching: true`) or stops watching a task. */
export function useWatchTask() {
  return useProjectMutation((client, { id, watching }: { id: string; watching: boolean }) =>
    watchTask(client, id, watching),
  );
}
