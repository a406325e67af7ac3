import { apiPaths, sprintBoardSchema, type SprintBoard } from '@timely/contract';
import type { AxiosInstance } from 'axios';

/** Every task of a sprint by rank, with the people and functions to filter by. */
export async function getSprintBoard(client: AxiosInstance, sprintId: string): Promise<SprintBoard> {
  return sprintBoardSchema.parse((await client.get(apiPaths.sprints.board(sprintId))).data);
}
