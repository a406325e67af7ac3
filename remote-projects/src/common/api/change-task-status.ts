import {
  apiPaths,
  changeTaskStatusResponseSchema,
  type ChangeTaskStatusBody,
  type ChangeTaskStatusResponse,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../hooks/use-project-mutation';

export async function changeTaskStatus(
  client: AxiosInstance,
  id: string,
  body: ChangeTaskStatusBody,
): Promise<ChangeTaskStatusResponse> {
  return changeTaskStatusResponseSchema.parse((await client.post(apiPaths.tasks.status(id), body)).data);
}

/** A task's new status (with its karma, and helpers for a stuck task). */
export function useChangeTaskStatus() {
  return useProjectMutation((client, { id, body }: { id: string; body: ChangeTaskStatusBody }) =>
    changeTaskStatus(client, id, body),
  );
}
