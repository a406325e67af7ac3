import type { JobRole, Task } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../messages/messages';

/**
 * The activities a task may have: those of the chosen function (each named with its function when none is
 * chosen), and the task's own retired one while its function stays.
 */
export function useActivityOptions(jobRoles: JobRole[], jobRoleId: string | null | undefined, task: Task | null) {
  const t = useMessages(projectsMessages);
  const offered = jobRoles
    .filter((role) => !jobRoleId || role._id === jobRoleId)
    .flatMap((role) =>
      role.activityTypes.map((activity) => ({
        value: activity._id,
        label: jobRoleId ? activity.name : t('taskForm.activityOfRole', { activity: activity.name, role: role.name }),
      })),
    );
  // a retired activity is no longer offered, but the task that has it keeps it while its function is chosen
  const current =
    task?.activityType &&
    (jobRoleId ?? null) === (task.jobRole?._id ?? null) &&
    !offered.some((option) => option.value === task.activityType!._id)
      ? task.activityType
      : null;
  return current
    ? [...offered, { value: current._id, label: t('projects.form.retired', { name: current.name }) }]
    : offered;
}
