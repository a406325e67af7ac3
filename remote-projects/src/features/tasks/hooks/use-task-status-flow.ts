import type { ChangeTaskStatusBody, Task, TaskCard, TaskHelper, TaskStatusValue } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useState } from 'react';
import { useChangeTaskStatus } from '../../../common/api/change-task-status';
import { completionToast } from '../../../common/utils/completion-toast';
import { projectsMessages } from '../../../messages/messages';
import { useAttempt } from './use-attempt';

/** A task just marked stuck, with who could help. */
export type StuckTipValue = { task: Task; helpers: TaskHelper[] };

/**
 * A task's moves along the status flow: in progress and stuck at once (stuck names who could help), completed
 * through the completion dialog (`completing`).
 */
export function useTaskStatusFlow() {
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const attempt = useAttempt();
  const move = useChangeTaskStatus();
  const [completing, setCompleting] = useState<TaskCard | null>(null);
  const [tip, setTip] = useState<StuckTipValue | null>(null);

  const changeStatus = async (task: TaskCard, status: TaskStatusValue) => {
    const moved = await move.mutateAsync({ id: task._id, body: { status } });
    setTip(status === 'stuck' ? { task: moved.task, helpers: moved.helpers } : null);
  };
  const onMove = (task: TaskCard, status: TaskStatusValue) => {
    if (status === 'completed') return setCompleting(task);
    void attempt(
      () => changeStatus(task, status),
      status === 'stuck'
        ? t('tasks.toast.stuck', { title: task.title })
        : t('tasks.toast.inProgress', { title: task.title }),
    );
  };
  const complete = async (task: TaskCard, body: ChangeTaskStatusBody) => {
    const moved = await move.mutateAsync({ id: task._id, body });
    void message.success(completionToast(t, moved.task));
    setTip(null);
  };
  return {
    completing,
    setCompleting,
    stopCompleting: () => setCompleting(null),
    tip,
    closeTip: () => setTip(null),
    changeStatus,
    onMove,
    complete,
  };
}
