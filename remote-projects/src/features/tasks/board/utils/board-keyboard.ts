import {
  closestCenter,
  pointerWithin,
  rectIntersection,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import type { TaskCard } from '@timely/contract';
import { columnOfDrop, dropId, taskOfDrop } from './board-moves';

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * Arrow keys move a lifted card to the nearest column in that direction (left and right between statuses,
 * up and down between swimlanes), not by a few pixels as dnd-kit's default does. The cards, drop targets for
 * ranking with the mouse, are passed over: the keyboard ranks with Alt+↑ / Alt+↓.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { collisionRect, droppableRects, over } },
) => {
  const direction = DIRECTIONS[event.code];
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const [dx, dy] = direction;
  // from the middle of the column the card is over (its own at first)
  const from = (over && droppableRects.get(over.id)) ?? collisionRect;
  const x = from.left + from.width / 2;
  const y = dx !== 0 ? collisionRect.top + 1 : from.top + from.height / 2;
  let best: { left: number; top: number; width: number; score: number } | null = null;
  for (const [id, rect] of droppableRects) {
    if (taskOfDrop(String(id))) continue;
    const along = dx !== 0 ? (rect.left + rect.width / 2 - x) * dx : (rect.top + rect.height / 2 - y) * dy;
    const inside =
      dx !== 0 ? y >= rect.top && y <= rect.top + rect.height : x >= rect.left && x <= rect.left + rect.width;
    if (along <= 1 || (dx === 0 && !inside)) continue;
    // the same lane (or column) first, then the nearest
    const across = dx !== 0 ? Math.abs(rect.top + rect.height / 2 - y) : 0;
    const score = along + (inside ? 0 : 10_000) + across;
    if (!best || score < best.score) best = { left: rect.left, top: rect.top, width: rect.width, score };
  }
  if (!best) return undefined;
  return { x: best.left + Math.max(0, (best.width - collisionRect.width) / 2), y: best.top + 8 };
};

/**
 * The column under the pointer; for a keyboard drag (no pointer), the column under the top middle of the
 * lifted card, where the arrow keys put it. Over the dragged card's own column (its lane too), the card of
 * that column nearest to it instead, the card itself included: a drop there ranks it (managers only, whose
 * cards are drop targets).
 */
export const boardCollisions: CollisionDetection = (args) => {
  const columns = args.droppableContainers.filter((container) => !taskOfDrop(String(container.id)));
  if (!args.pointerCoordinates) {
    const { collisionRect } = args;
    return pointerWithin({
      ...args,
      droppableContainers: columns,
      pointerCoordinates: { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + 1 },
    });
  }
  const hits = pointerWithin({ ...args, droppableContainers: columns });
  const column = hits[0] ?? rectIntersection({ ...args, droppableContainers: columns })[0];
  if (!column) return [];
  const dragged = args.active.data.current as { task?: TaskCard; laneKey?: string } | undefined;
  if (!dragged?.task || column.id !== dropId(dragged.laneKey ?? '', dragged.task.status)) return [column];
  const cards = args.droppableContainers.filter(
    (container) => taskOfDrop(String(container.id)) && columnOfDrop(String(container.id)) === column.id,
  );
  const nearest = cards.length ? closestCenter({ ...args, droppableContainers: cards }) : [];
  return nearest.length ? nearest.slice(0, 1) : [column];
};
