import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';

// the list under the pointer, then the nearest task in it; with the keyboard (no pointer), the nearest task
export const planCollisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const lists = pointerWithin({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => String(container.id).startsWith('list:')),
  });
  const list = lists[0];
  if (!list) return closestCenter(args);
  const key = String(list.id).slice('list:'.length);
  const inList = args.droppableContainers.filter(
    (container) => !String(container.id).startsWith('list:') && container.data.current?.listKey === key,
  );
  return inList.length ? closestCenter({ ...args, droppableContainers: inList }) : lists;
};
