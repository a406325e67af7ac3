import { pointerWithin, rectIntersection, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const DIRECTIONS: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * Arrow keys move a lifted card to the nearest column in that direction (left and right between statuses,
 * up and down between swimlanes), not by a few pixels as dnd-kit's default does.
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
  for (const rect of droppableRects.values()) {
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
 * lifted card, where the arrow keys put it.
 */
export const boardCollisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) {
    const { collisionRect } = args;
    return pointerWithin({
      ...args,
      pointerCoordinates: { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + 1 },
    });
  }
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};
