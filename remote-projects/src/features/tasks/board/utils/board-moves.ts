import {
  canMoveTask,
  TASK_STATUS_VALUES,
  UNASSIGNED_FILTER,
  type TaskCard,
  type TaskStatusValue,
} from '@timely/contract';
import { matchesWorkItemFilters, type WorkItemFilters } from '../../../../common/utils/work-item-filters';
import type { Translate } from '@timely/shared-ui';
import { taskStatusLabel } from '../../../../common/utils/labels';
import type { projectsMessages } from '../../../../messages/messages';

/** The board's columns, in the order of the status flow. */
export const BOARD_COLUMNS = TASK_STATUS_VALUES;

/**
 * Why a card may not go to a column, in words a user reads; null when the move is allowed. The server
 * decides (a task's `nextStatuses`); this names the reason so a refused drop can say it as it snaps back.
 */
export function moveRefusal(t: Translate<typeof projectsMessages>, task: TaskCard, to: TaskStatusValue): string | null {
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

export type BoardFilters = WorkItemFilters & {
  assigneeId: string | null;
  jobRoleId: string | null;
  /** Quick filters (issue #49): only the caller's cards, only cards changed in the last 24 hours. */
  mine: boolean;
  recent: boolean;
};
/** The filter value that stands for "nobody assigned". */
export const UNASSIGNED = UNASSIGNED_FILTER;

const DAY_MS = 86_400_000;

/**
 * The cards the filters keep; `me` is the caller's id and `now` the time "recent" counts back from. Type,
 * priority, label and epic filter as the backlog's route does (`matchesWorkItemFilters`).
 */
export function filterTasks(
  tasks: readonly TaskCard[],
  filters: BoardFilters,
  me: string | null = null,
  now: number = Date.now(),
): TaskCard[] {
  const { assigneeId, jobRoleId, mine, recent } = filters;
  return tasks.filter(
    (task) =>
      (assigneeId === null ||
        (assigneeId === UNASSIGNED ? task.assignee === null : task.assignee?._id === assigneeId)) &&
      (jobRoleId === null || task.jobRole?._id === jobRoleId) &&
      (!mine || (me !== null && task.assignee?._id === me)) &&
      (!recent || now - Date.parse(task.updatedAt) <= DAY_MS) &&
      matchesWorkItemFilters(task, filters),
  );
}

/** How many filters hide cards (swimlanes only arrange them): each quick filter, each field filtered by. */
export function boardFilterCount(filters: BoardFilters): number {
  return [
    filters.assigneeId !== null,
    filters.jobRoleId !== null,
    filters.mine,
    filters.recent,
    filters.type.length > 0,
    filters.priority.length > 0,
    filters.label.length > 0,
    filters.epic !== null,
  ].filter(Boolean).length;
}

export type RankBody = { beforeId: string } | { afterId: string };

/** The neighbour a card goes before or after to move up or down its column (null at the top or bottom). */
export function rankMove(tasks: readonly TaskCard[], task: TaskCard, direction: 'up' | 'down'): RankBody | null {
  const column = tasks.filter((each) => each.status === task.status);
  const index = column.findIndex((each) => each._id === task._id);
  if (index < 0) return null;
  if (direction === 'up') return index > 0 ? { beforeId: column[index - 1]!._id } : null;
  return index < column.length - 1 ? { afterId: column[index + 1]!._id } : null;
}

export type Placement = 'before' | 'after';

/** Where a card dropped on another lands: before it when the dragged card's middle is above the target's. */
export function dropPlacement(
  dragged: { top: number; height: number } | null,
  target: { top: number; height: number },
): Placement {
  if (!dragged) return 'after';
  return dragged.top + dragged.height / 2 < target.top + target.height / 2 ? 'before' : 'after';
}

/**
 * A card dropped with the mouse on another card of its column (`column`: the column's cards by rank): the
 * move's `beforeId` or `afterId`, as `rankMove` sends for the keyboard; null when the card is not in the
 * column or would land where it already is.
 */
export function rankDrop(
  column: readonly TaskCard[],
  taskId: string,
  targetId: string,
  placement: Placement,
): RankBody | null {
  if (taskId === targetId || !column.some((task) => task._id === taskId)) return null;
  const index = column.findIndex((task) => task._id === targetId);
  if (index < 0) return null;
  const neighbour = column[placement === 'before' ? index - 1 : index + 1];
  if (neighbour?._id === taskId) return null;
  return placement === 'before' ? { beforeId: targetId } : { afterId: targetId };
}

export function byStatus(tasks: readonly TaskCard[]): Record<TaskStatusValue, TaskCard[]> {
  const columns: Record<TaskStatusValue, TaskCard[]> = { not_started: [], in_progress: [], stuck: [], completed: [] };
  for (const task of tasks) columns[task.status].push(task);
  return columns;
}

/** A droppable's id: the lane and the column, so a drop knows both. */
export function dropId(laneKey: string, status: TaskStatusValue): string {
  return `${laneKey}::${status}`;
}

/** A card as a drop target for ranking (managers): its lane, column and task, so a drop knows all three. */
export function cardDropId(laneKey: string, status: TaskStatusValue, taskId: string): string {
  return `${dropId(laneKey, status)}::${taskId}`;
}

/** The task of a card's drop id; null for a column's. */
export function taskOfDrop(id: string): string | null {
  return id.split('::')[2] ?? null;
}

/** The column (lane and status) a drop id is in, the card's column for a card. */
export function columnOfDrop(id: string): string {
  return id.split('::').slice(0, 2).join('::');
}

export function statusOfDrop(id: string): TaskStatusValue | null {
  const status = id.split('::')[1];
  return (BOARD_COLUMNS as readonly string[]).includes(status ?? '') ? (status as TaskStatusValue) : null;
}
