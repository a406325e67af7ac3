import { apiPaths, sprintSchema, type StartSprintBody, type Sprint } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { useProjectMutation } from '../hooks/use-project-mutation';

export async function startSprint(client: AxiosInstance, id: string, body: StartSprintBody): Promise<Sprint> {
  return sprintSchema.parse((await client.post(apiPaths.sprints.start(id), body)).data);
}

/** Starts a planned sprint (the id is the sprint's). */
export function useStartSprint() {
  return useProjectMutation((client, { id, body }: { id: string; body: StartSprintBody }) =>
    startSprint(client, id, body),
  );
}
