import type { Announcements } from '@dnd-kit/core';
import type { Translate } from '@timely/shared-ui';
import type { projectsMessages } from '../../../messages/messages';
import type { PlanList } from './plan-moves';

/** What a screen reader hears while a task moves: the tasks and sprints by name, not by id. */
export function planAnnouncements(t: Translate<typeof projectsMessages>, lists: readonly PlanList[]): Announcements {
  const name = (id: string | number | undefined) => {
    const target = String(id ?? '');
    if (target.startsWith('list:'))
      return lists.find((list) => `list:${list.key}` === target)?.name ?? t('backlog.aSprint');
    for (const list of lists) {
      const task = list.items.find((each) => each._id === target);
      if (task) return task.title;
    }
    return t('board.aTask');
  };
  return {
    onDragStart: ({ active }) => t('board.pickedUp', { title: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('backlog.isAt', { title: name(active.id), place: name(over.id) })
        : t('backlog.overNothing', { title: name(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('backlog.droppedAt', { title: name(active.id), place: name(over.id) })
        : t('backlog.droppedInPlace', { title: name(active.id) }),
    onDragCancel: ({ active }) => t('board.cancelled', { title: name(active.id) }),
  };
}
