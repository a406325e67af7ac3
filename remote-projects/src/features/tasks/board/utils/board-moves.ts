import { canMoveTask, TASK_STATUS_LABELS, TASK_STATUS_VALUES, type Task, type TaskStatusValue } from '@timely/contract';

/** The board's columns, in the order of the status flow. */
export const BOARD_COLUMNS = TASK_STATUS_VALUES;

/**
 * Why a card may not go to a column, in words a user reads; null when the move is allowed. The server
 * decides (a task's `nextStatuses`); this names the reason so a refused drop can say it as it snaps back.
 */
export function moveRefusal(task: Task, to: TaskStatusValue): string | null {
  if (task.status === to) return null;
  if (task.nextStatuses.includes(to)) return null;
  const target = TASK_STATUS_LABELS[to];
  if (task.status === 'completed') return `${task.title} is completed; a completed task does not move.`;
  if (!canMoveTask(task.status, to)) {
    if (task.status === 'not_started' && to === 'completed')
      return `${task.title} has not started: move it to In progress first, then complete it.`;
    if (to === 'not_started') return `${task.title} has started: it cannot go back to Not started.`;
    return `${task.title} cannot go from ${TASK_STATUS_LABELS[task.status]} to ${target}.`;
  }
  if (!task.assignee) return `${task.title} has nobody yet: take it before you move it.`;
  return `Only ${task.assignee.name} or a manager of the project may move ${task.title}.`;
}

export type BoardFilters = { assigneeId: string | null; jobRoleId: string | null };
/** The filter value that stands for "nobody assigned". */
export const UNASSIGNED = 'unassigned';

export function filterTasks(tasks: readonly Task[], { assigneeId, jobRoleId }: BoardFilters): Task[] {
  return tasks.filter(
    (task) =>
      (assigneeId === null ||
        (assigneeId === UNASSIGNED ? task.assignee === null : task.assignee?._id === assigneeId)) &&
      (jobRoleId === null || task.jobRole?._id === jobRoleId),
  );
}

export type Lane = { key: string; title: string; tasks: Task[] };

/** Swimlanes by assignee, by name, with the tasks nobody has last. */
export function lanesByAssignee(tasks: readonly Task[]): Lane[] {
  const lanes = new Map<string, Lane>();
  for (const task of tasks) {
    const key = task.assignee?._id ?? UNASSIGNED;
    const lane = lanes.get(key) ?? { key, title: task.assignee?.name ?? 'Not assigned', tasks: [] };
    lane.tasks.push(task);
    lanes.set(key, lane);
  }
  return [...lanes.values()].sort((a, b) =>
    a.key === UNASSIGNED ? 1 : b.key === UNASSIGNED ? -1 : a.title.localeCompare(b.title),
  );
}

export function byStatus(tasks: readonly Task[]): Record<TaskStatusValue, Task[]> {
  const columns: Record<TaskStatusValue, Task[]> = { not_started: [], in_progress: [], stuck: [], completed: [] };
  for (const task of tasks) columns[task.status].push(task);
  return columns;
}

/** A droppable's id: the lane and the column, so a drop knows both. */
export function dropId(laneKey: string, status: TaskStatusValue): string {
  return `${laneKey}::${status}`;
}

export function statusOfDrop(id: string): TaskStatusValue | null {
  const status = id.split('::')[1];
  return (BOARD_COLUMNS as readonly string[]).includes(status ?? '') ? (status as TaskStatusValue) : null;
}
