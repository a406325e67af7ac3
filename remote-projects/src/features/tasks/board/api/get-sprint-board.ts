import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiPaths, sprintBoardCardsSchema, type SprintBoardCards, type TaskStatusValue } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { useCallback } from 'react';
import { taskKeys } from '../../api/task-query-keys';

/** Every task of a sprint by rank as its card, with the people and functions to filter by. */
export async function getSprintBoard(client: AxiosInstance, sprintId: string): Promise<SprintBoardCards> {
  return sprintBoardCardsSchema.parse((await client.get(apiPaths.sprints.boardCards(sprintId))).data);
}

export function sprintBoardQuery(client: AxiosInstance, sprintId: string) {
  return queryOptions({ queryKey: taskKeys.board(sprintId), queryFn: () => getSprintBoard(client, sprintId) });
}

/**
 * Asks for the board as soon as the page knows the sprint's id: the board's code arrives lazily after the
 * sprint itself, and waiting for both put a 500-task board's answer a round trip later (bench:web).
 */
export function usePrefetchSprintBoard(sprintId: string, enabled: boolean) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  if (enabled && sprintId && !queryClient.getQueryState(taskKeys.board(sprintId)))
    void queryClient.prefetchQuery(sprintBoardQuery(client, sprintId));
}

/**
 * The sprint's board, and a way to show a card in its new column at once while the server is asked
 * (`place`), returning the undo for a refusal. Under projectKeys.all, so any task change refetches it.
 */
export function useSprintBoard(sprintId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useEagerQuery(sprintBoardQuery(client, sprintId));
  const place = useCallback(
    (taskId: string, status: TaskStatusValue) => {
      const key = taskKeys.board(sprintId);
      const before = queryClient.getQueryData<SprintBoardCards>(key);
      queryClient.setQueryData<SprintBoardCards>(
        key,
        (board) =>
          board && { ...board, items: board.items.map((task) => (task._id === taskId ? { ...task, status } : task)) },
      );
      return () => queryClient.setQueryData(key, before);
    },
    [queryClient, sprintId],
  );
  return { ...query, place };
}
