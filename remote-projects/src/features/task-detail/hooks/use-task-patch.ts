import type { UpdateTaskBody } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useUpdateTask } from '../../../common/api/update-task';
import { projectsMessages } from '../../../messages/messages';

/** Saves a change to one of the task's fields and says so; a refusal is the caller's to show. */
export function useTaskPatch(taskId: string) {
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const save = useUpdateTask();
  return async (body: UpdateTaskBody) => {
    const saved = await save.mutateAsync({ id: taskId, body });
    void message.success(t('projects.saved', { name: saved.title }));
  };
}
