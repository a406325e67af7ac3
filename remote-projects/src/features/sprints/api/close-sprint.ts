import {
  apiPaths,
  closeSprintResponseSchema,
  type CloseSprintBody,
  type CloseSprintResponse,
  type Sprint,
  type UnfinishedDestination,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';

export async function closeSprint(
  client: AxiosInstance,
  id: string,
  body: CloseSprintBody,
): Promise<CloseSprintResponse> {
  return closeSprintResponseSchema.parse((await client.post(apiPaths.sprints.close(id), body)).data);
}

/** Closes a sprint; its unfinished tasks go where the manager chose. */
export function useCloseSprint() {
  return useProjectMutation(
    (client, { sprint, unfinishedTo }: { sprint: Sprint; unfinishedTo: UnfinishedDestination }) =>
      closeSprint(client, sprint._id, { unfinishedTo }),
  );
}
