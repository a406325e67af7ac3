import { useQueryClient } from '@tanstack/react-query';
import type { SprintBoard, TaskStatusValue } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { useCallback } from 'react';
import { projectKeys } from '../../../../common/api/project-query-keys';
import { getSprintBoard } from '../api/sprint-board-api';

const boardKey = (sprintId: string) => [...projectKeys.all, 'board', sprintId] as const;

/**
 * The sprint's board, and a way to show a card in its new column at once while the server is asked
 * (`place`), returning the undo for a refusal. Under projectKeys.all, so any task change refetches it.
 */
export function useBoardTasks(sprintId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useEagerQuery({ queryKey: boardKey(sprintId), queryFn: () => getSprintBoard(client, sprintId) });
  const place = useCallback(
    (taskId: string, status: TaskStatusValue) => {
      const key = boardKey(sprintId);
      const before = queryClient.getQueryData<SprintBoard>(key);
      queryClient.setQueryData<SprintBoard>(
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
