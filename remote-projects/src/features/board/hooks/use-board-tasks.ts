import { useQueryClient } from '@tanstack/react-query';
import type { Level, Task, TaskStatusValue } from '@timely/mock-server/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { useCallback } from 'react';
import { projectKeys } from '../../../common/api/project-keys';
import { getBoardTasks } from '../api/get-board-tasks';

const boardKey = (sprintId: string) => [...projectKeys.all, 'board', sprintId] as const;

/**
 * Every task of the sprint, and a way to show a card in its new column at once while the server is asked
 * (`place`), returning the undo for a refusal. Under projectKeys.all, so any task change refetches it.
 */
export function useBoardTasks(sprintId: string, level: Level) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useEagerQuery({ queryKey: boardKey(sprintId), queryFn: () => getBoardTasks(client, sprintId, level) });
  const place = useCallback(
    (taskId: string, status: TaskStatusValue) => {
      const key = boardKey(sprintId);
      const before = queryClient.getQueryData<Task[]>(key);
      queryClient.setQueryData<Task[]>(key, (tasks) => tasks?.map((task) => (task._id === taskId ? { ...task, status } : task)));
      return () => queryClient.setQueryData(key, before);
    },
    [queryClient, sprintId],
  );
  return { ...query, place };
}
