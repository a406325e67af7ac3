import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  demoApiExtraPaths,
  demoUpdateTaskResponseSchema,
  type DemoTask,
  type DemoUpdateTaskBody,
} from '@timely/contract';
import { useApiClient, useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import type { AxiosInstance } from 'axios';
import { todoKeys } from './todo-query-keys';
import { todoMessages } from '../messages/messages';
import { changeInCache, restoreCachedLists } from '../utils/todo-cache';

/** The fields given of a task, by its id; the others stay. */
export type TaskChanges = DemoUpdateTaskBody['task'];

export async function updateTask(client: AxiosInstance, task: TaskChanges): Promise<DemoTask> {
  const body: DemoUpdateTaskBody = { task };
  const response = await client.post(demoApiExtraPaths.updateTask, body);
  return demoUpdateTaskResponseSchema.parse(response.data);
}

/**
 * Changes a task at once in every cached list (a list the task leaves hides it: the screen shows only what
 * belongs to its filter); a refusal brings the lists back and says why.
 */
export function useUpdateTask() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useMessages(todoMessages);
  return useMutation({
    mutationKey: [...todoKeys.all, 'update'],
    mutationFn: (changes: TaskChanges) => updateTask(client, changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: todoKeys.all });
      return { snapshot: changeInCache(queryClient, changes) };
    },
    onError: (error, _changes, context) => {
      restoreCachedLists(queryClient, context?.snapshot);
      void message.error(t('todo.task.update.failed', { reason: errorText(error) }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
  });
}
