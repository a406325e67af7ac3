import { useMutation, useQueryClient } from '@tanstack/react-query';
import { demoApiPaths, demoTrashTodoResponseSchema, type DemoTask } from '@timely/contract';
import { useApiClient, useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import type { AxiosInstance } from 'axios';
import { todoKeys } from './todo-query-keys';
import { todoMessages } from '../messages/messages';
import { moveToTrashInCache, restoreCachedLists } from '../utils/todo-cache';

/** The body is the task id itself, as the demo API takes it. */
export async function trashTask(client: AxiosInstance, id: number): Promise<number> {
  const response = await client.post(demoApiPaths.trashTodo, id, { headers: { 'Content-Type': 'application/json' } });
  return demoTrashTodoResponseSchema.parse(response.data);
}

/** Moves a task to the trash at once; a refusal brings it back and says why. */
export function useTrashTask() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useMessages(todoMessages);
  return useMutation({
    mutationKey: [...todoKeys.all, 'trash'],
    mutationFn: (task: DemoTask) => trashTask(client, task.id),
    onMutate: async (task) => {
      await queryClient.cancelQueries({ queryKey: todoKeys.all });
      return { snapshot: moveToTrashInCache(queryClient, task) };
    },
    onSuccess: (_id, task) => void message.success(t('todo.task.movedToTrash', { title: task.title })),
    onError: (error, _task, context) => {
      restoreCachedLists(queryClient, context?.snapshot);
      void message.error(t('todo.task.trash.failed', { reason: errorText(error) }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  });
}
