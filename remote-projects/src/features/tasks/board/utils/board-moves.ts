import { canMoveTask, TASK_STATUS_VALUES, UNASSIGNED_FILTER, type Task, type TaskStatusValue } from '@timely/contract';
import type { Translate } from '@timely/shared-ui';
import { taskStatusLabel } from '../../../../common/utils/labels';
import type { projectsMessages } from '../../../../messages/messages';

/** The board's columns, in the order of the status flow. */
export const BOARD_COLUMNS = TASK_STATUS_VALUES;

/**
 * Why a card may not go to a column, in words a user reads; null when the move is allowed. The server
 * decides (a task's `nextStatuses`); this names the reason so a refused drop can say it as it snaps back.
 */
export function moveRefusal(t: Translate<typeof projectsMessages>, task: Task, to: TaskStatusValue): string | null {
  if (task.status === to) return null;
  if (task.nextStatuses.includes(to)) return null;
  const title = task.title;
  if (task.status === 'completed') return t('board.refusal.completed', { title });
  if (!canMoveTask(task.status, to)) {
    if (task.status === 'not_started' && to === 'completed') return t('board.refusal.notStarted', { title });
    if (to === 'not_started') return t('board.refusal.started', { title });
    return t('board.refusal.flow', {
      title,
      from: taskStatusLabel(t, task.status),
      to: taskStatusLabel(t, to),
    });
  }
  if (!task.assignee) return t('board.refusal.nobody', { title });
  return t('board.refusal.notYours', { title, name: task.assignee.name });
}

export type BoardFilters = {
  assigneeId: string | null;
  jobRoleId: string | null;
  /** Quick filters (issue #49): only the caller's cards, only cards changed in the last 24 hours. */
  mine: boolean;
  recent: boolean;
};
/** The filter value that stands for "nobody assigned". */
export const UNASSIGNED = UNASSIGNED_FILTER;

const DAY_MS = 86_400_000;

/** The cards the filters keep; `me` is the caller's id and `now` the time "recent" counts back from. */
export function filterTasks(
  tasks: readonly Task[],
  { assigneeId, jobRoleId, mine, recent }: BoardFilters,
  me: string | null = null,
  now: number = Date.now(),
): Task[] {
  return tasks.filter(
    (task) =>
      (assigneeId === null ||
        (assigneeId === UNASSIGNED ? task.assignee === null : task.assignee?._id === assigneeId)) &&
      (jobRoleId === null || task.jobRole?._id === jobRoleId) &&
      (!mine || (me !== null && task.assignee?._id === me)) &&
      (!recent || now - Date.parse(task.updatedAt) <= DAY_MS),
  );
}

/**
 * The ways the board splits into swimlanes, by URL value (`?lanes=assignee`). Epic and priority join here
 * once tasks carry them: one entry each, its label in the filter bar.
 */
export const LANE_GROUPINGS = {
  assignee: (tasks: readonly Task[], unassignedTitle: string) => lanesByAssignee(tasks, unassignedTitle),
} as const;
export type LaneGrouping = keyof typeof LANE_GROUPINGS;

/** The neighbour a card goes before or after to move up or down its column (null at the top or bottom). */
export function rankMove(
  tasks: readonly Task[],
  task: Task,
  direction: 'up' | 'down',
): { beforeId: string } | { afterId: string } | null {
  const column = tasks.filter((each) => each.status === task.status);
  const index = column.findIndex((each) => each._id === task._id);
  if (index < 0) return null;
  if (direction === 'up') return index > 0 ? { beforeId: column[index - 1]!._id } : null;
  return index < column.length - 1 ? { afterId: column[index + 1]!._id } : null;
}

export type Lane = { key: string; title: string; tasks: Task[] };

/** Swimlanes by assignee, by name, with the tasks nobody has last. */
export function lanesByAssignee(tasks: readonly Task[], unassignedTitle: string): Lane[] {
  const lanes = new Map<string, Lane>();
  for (const task of tasks) {
    const key = task.assignee?._id ?? UNASSIGNED;
    const lane = lanes.get(key) ?? { key, title: task.assignee?.name ?? unassignedTitle, tasks: [] };
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
