import type { DemoTask } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { useCreateTask, type NewTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';
import type { TaskTag } from '../utils/todo-filters';

export type TaskFields = Pick<DemoTask, 'title' | 'desc' | 'isStarred' | 'isImportant' | 'isCompleted'> & {
  tags: TaskTag[];
};
export type TaskValues = { task: TaskFields };

/**
 * Saves the task form: `task` changed, or a new task; the server's field messages show under their fields.
 * Each opening of the drawer starts without the last refusal.
 */
export function useTaskFormSubmit(
  form: FormInstance<TaskValues>,
  { open, task, onSaved }: { open: boolean; task?: DemoTask | null; onSaved: (task: DemoTask) => void },
) {
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const { submit, saving, error, reset } = useServerForm<TaskValues>(
    form,
    async ({ task: fields }) => {
      const written = { ...fields, title: fields.title.trim(), desc: fields.desc ?? '' };
      if (task) {
        onSaved(await updateTask.mutateAsync({ id: task.id, ...written }));
      } else {
        const body: NewTask = { ...written, isTrashed: false };
        onSaved({ ...body, id: await createTask.mutateAsync(body) });
      }
    },
    () => form.resetFields(),
  );
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return { submit, saving, error };
}
