import type { MoveTaskBody, Task } from '@timely/contract';

/** The backlog's own list, last on the page. */
export const BACKLOG_LIST = 'backlog';

/** One list of the planning page: an open sprint's tasks or the backlog's, by rank. */
export type PlanList = { key: string; sprintId: string | null; name: string; items: Task[] };

/** A move the server is asked for: where the task goes, and the list it lands in (for the message). */
export type PlanMove = { task: Task; body: MoveTaskBody; to: PlanList };

/** The keyboard's moves: up and down in its list, or into the list above or below (sprints first, the backlog last). */
export type KeyMove = 'up' | 'down' | 'previousList' | 'nextList';

function find(lists: readonly PlanList[], taskId: string) {
  for (const [listIndex, list] of lists.entries()) {
    const index = list.items.findIndex((task) => task._id === taskId);
    if (index >= 0) return { list, listIndex, index, task: list.items[index]! };
  }
  return null;
}

/** Into another list: last in a sprint, first in the backlog (the top of the backlog is what comes next). */
export function intoList(task: Task, to: PlanList): PlanMove {
  const first = to.items[0];
  return {
    task,
    to,
    body: to.sprintId === null && first ? { sprintId: null, beforeId: first._id } : { sprintId: to.sprintId },
  };
}

/** The move a key asks for, or null at an edge (the first task cannot go up). */
export function keyMove(lists: readonly PlanList[], taskId: string, move: KeyMove): PlanMove | null {
  const found = find(lists, taskId);
  if (!found) return null;
  const { list, listIndex, index, task } = found;
  if (move === 'up') return index > 0 ? { task, to: list, body: { beforeId: list.items[index - 1]!._id } } : null;
  if (move === 'down')
    return index < list.items.length - 1 ? { task, to: list, body: { afterId: list.items[index + 1]!._id } } : null;
  const to = lists[listIndex + (move === 'previousList' ? -1 : 1)];
  return to ? intoList(task, to) : null;
}

/** Where a drop lands: on a task (before it, or after it when moving down its own list) or on a list (last). */
export function dropMove(lists: readonly PlanList[], taskId: string, overId: string): PlanMove | null {
  const found = find(lists, taskId);
  if (!found || overId === taskId) return null;
  if (overId.startsWith('list:')) {
    const to = lists.find((list) => `list:${list.key}` === overId);
    if (!to || to === found.list) return null;
    return { task: found.task, to, body: { sprintId: to.sprintId } };
  }
  const over = find(lists, overId);
  if (!over) return null;
  if (over.list === found.list)
    return {
      task: found.task,
      to: over.list,
      body: over.index > found.index ? { afterId: overId } : { beforeId: overId },
    };
  return { task: found.task, to: over.list, body: { sprintId: over.list.sprintId, beforeId: overId } };
}

/** What the keyboard shortcuts are, from a row's key event; null for any other key. */
export function keyMoveOf(event: { key: string; altKey: boolean; shiftKey: boolean }): KeyMove | null {
  if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return null;
  if (event.shiftKey) return event.key === 'ArrowUp' ? 'previousList' : 'nextList';
  return event.key === 'ArrowUp' ? 'up' : 'down';
}
