import { useMutation, useQueryClient } from '@tanstack/react-query';
import { demoApiPaths, demoNewTaskResponseSchema, type DemoNewTaskBody, type DemoTask } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { todoKeys } from './todo-query-keys';
import { addToCachedLists } from '../utils/todo-cache';
import type { TaskTag } from '../utils/todo-filters';

/** A task to add: every field of a task but its id, with the tags the contract accepts. */
export type NewTask = Omit<DemoTask, 'id' | 'tags'> & { tags: TaskTag[] };

export async function createTask(client: AxiosInstance, task: NewTask): Promise<number> {
  const body: DemoNewTaskBody = { task };
  const response = await client.post(demoApiPaths.newTask, body);
  return demoNewTaskResponseSchema.parse(response.data).id;
}

/** Adds a task; once the server gives its id, it shows at the top of every cached list it belongs to. */
export function useCreateTask() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...todoKeys.all, 'create'],
    mutationFn: (task: NewTask) => createTask(client, task),
    onSuccess: (id, task) => addToCachedLists(queryClient, { ...task, id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  });
}
