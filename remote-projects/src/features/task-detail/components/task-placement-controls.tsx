import type { JobRole, Sprint, Task, TaskPerson, UpdateTaskBody } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Typography } from 'antd';
import { projectsMessages } from '../../../messages/messages';

type Option = { value: string; label: string };
const BACKLOG = 'backlog';

/** The options, with the task's own value first when it is no longer offered (`label` says how it reads then). */
function withCurrent(options: Option[], current: { _id: string; name: string } | null, label = current?.name) {
  return current && !options.some((option) => option.value === current._id)
    ? [{ value: current._id, label: label ?? current.name }, ...options]
    : options;
}

export function AssigneeControl({
  task,
  team,
  patch,
}: {
  task: Task;
  team: TaskPerson[];
  patch: (body: UpdateTaskBody) => void;
}) {
  const t = useMessages(projectsMessages);
  if (!task.canEdit)
    return task.assignee?.name ?? <Typography.Text type="secondary">{t('taskForm.notAssigned')}</Typography.Text>;
  return (
    <Select
      aria-label={t('bulk.assignee')}
      size="small"
      style={{ minWidth: 180 }}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={t('taskForm.notAssigned')}
      value={task.assignee?._id ?? null}
      options={withCurrent(
        team.map((person) => ({ value: person._id, label: person.name })),
        task.assignee,
      )}
      onChange={(assigneeId: string | undefined) => patch({ assigneeId: assigneeId ?? null })}
    />
  );
}

/** Its sprint or the backlog: managers move it here, among the project's planned and current sprints. */
export function SprintControl({
  task,
  sprints,
  move,
}: {
  task: Task;
  sprints: Sprint[];
  move: (sprintId: string | null) => void;
}) {
  const t = useMessages(projectsMessages);
  const own = sprints.find((sprint) => sprint._id === task.sprintId);
  if (!task.canMove) return own?.name ?? (task.sprintId ? t('detail.inASprint') : t('tasks.backlog'));
  const options = sprints.map((sprint) => ({
    value: sprint._id,
    label: t('detail.sprintOption', { name: sprint.name, status: sprint.status === 'current' ? 'current' : 'planned' }),
  }));
  return (
    <Select
      aria-label={t('bulk.sprint')}
      size="small"
      style={{ minWidth: 180 }}
      value={task.sprintId ?? BACKLOG}
      options={[
        { value: BACKLOG, label: t('tasks.backlog') },
        ...withCurrent(
          options,
          task.sprintId ? { _id: task.sprintId, name: own?.name ?? t('detail.thisSprint') } : null,
        ),
      ]}
      onChange={(value: string) => move(value === BACKLOG ? null : value)}
    />
  );
}

type RoleControlProps = { task: Task; jobRoles: JobRole[]; patch: (body: UpdateTaskBody) => void };

/** Its function (job role); changing it clears the activity, which belongs to a function. */
export function FunctionControl({ task, jobRoles, patch }: RoleControlProps) {
  const t = useMessages(projectsMessages);
  if (!task.canEdit || jobRoles.length === 0) return task.jobRole?.name ?? '—';
  return (
    <Select
      aria-label={t('taskForm.function')}
      size="small"
      style={{ minWidth: 180 }}
      allowClear
      placeholder={t('taskForm.anyFunction')}
      value={task.jobRole?._id ?? null}
      options={jobRoles.map((each) => ({ value: each._id, label: each.name }))}
      onChange={(jobRoleId: string | undefined) => patch({ jobRoleId: jobRoleId ?? null, activityTypeId: null })}
    />
  );
}

/** Its activity, among its function's (or every function's, named with it); a retired one is marked so. */
export function ActivityControl({ task, jobRoles, patch }: RoleControlProps) {
  const t = useMessages(projectsMessages);
  if (!task.canEdit || jobRoles.length === 0) return task.activityType?.name ?? '—';
  const role = jobRoles.find((each) => each._id === task.jobRole?._id);
  const activities = (role ? [role] : jobRoles).flatMap((each) =>
    each.activityTypes.map((activity) => ({
      value: activity._id,
      label: role ? activity.name : `${activity.name} (${each.name})`,
    })),
  );
  const current = task.activityType;
  return (
    <Select
      aria-label={t('taskForm.activity')}
      size="small"
      style={{ minWidth: 180 }}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={t('taskForm.chooseActivity')}
      value={current?._id ?? null}
      options={withCurrent(
        activities,
        current,
        current ? t('projects.form.retired', { name: current.name }) : undefined,
      )}
      onChange={(activityTypeId: string | undefined) => patch({ activityTypeId: activityTypeId ?? null })}
    />
  );
}
