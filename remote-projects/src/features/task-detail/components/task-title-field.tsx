import type { Task } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';
import { useTaskPatch } from '../hooks/use-task-patch';
import { InlineText } from './inline-text';

/** The task's title as the page's heading, edited where it stands by managers. */
export function TaskTitleField({ taskId, task }: { taskId: string; task: Task }) {
  const t = useMessages(projectsMessages);
  const patch = useTaskPatch(taskId);
  return (
    <InlineText
      label={t('taskForm.title')}
      editLabel={t('detail.editTitle')}
      value={task.title}
      editable={task.canEdit}
      maxLength={120}
      onSave={(title) => patch({ title: title.trim() })}
    >
      {task.title}
    </InlineText>
  );
}
