import type { Announcements, DragMoveEvent } from '@dnd-kit/core';
import type { TaskCard } from '@timely/contract';
import type { Translate } from '@timely/shared-ui';
import { taskStatusLabel } from '../../../../common/utils/labels';
import type { projectsMessages } from '../../../../messages/messages';
import { dropPlacement, moveRefusal, statusOfDrop, taskOfDrop, type Placement } from './board-moves';

type DragState = Pick<DragMoveEvent, 'active' | 'over'>;

/** Over another card of its column (a rank drop): that card and the side the dragged one would land on. */
export function rankTarget({ active, over }: DragState): { taskId: string; placement: Placement } | null {
  const taskId = over ? taskOfDrop(String(over.id)) : null;
  if (!over || !taskId || taskId === active.id) return null;
  return { taskId, placement: dropPlacement(active.rect.current.translated, over.rect) };
}

/** What a screen reader hears while a card moves: the tasks and columns by name, and why a drop is refused. */
export function boardAnnouncements(t: Translate<typeof projectsMessages>, tasks: readonly TaskCard[]): Announcements {
  const title = (id: string | number) => tasks.find((task) => task._id === id)?.title ?? t('board.aTask');
  const column = (id: string | number | undefined) => {
    const status = id === undefined ? null : statusOfDrop(String(id));
    return status ? taskStatusLabel(t, status) : t('board.noColumn');
  };
  const refusal = (id: string | number, overId: string | number | undefined) => {
    const task = tasks.find((each) => each._id === id);
    const status = overId === undefined ? null : statusOfDrop(String(overId));
    return task && status ? moveRefusal(t, task, status) : null;
  };
  const ranked = (state: DragState, key: 'board.rankOver' | 'board.rankDropped') => {
    const target = rankTarget(state);
    return (
      target && t(key, { title: title(state.active.id), placement: target.placement, target: title(target.taskId) })
    );
  };
  return {
    onDragStart: ({ active }) => t('board.pickedUp', { title: title(active.id) }),
    onDragOver: (state) => {
      const rank = ranked(state, 'board.rankOver');
      if (rank) return rank;
      const { active, over } = state;
      const over_ = t('board.over', { title: title(active.id), column: column(over?.id) });
      const refused = refusal(active.id, over?.id);
      return refused ? `${over_} ${refused}` : over_;
    },
    onDragEnd: (state) => {
      const rank = ranked(state, 'board.rankDropped');
      if (rank) return rank;
      const { active, over } = state;
      const refused = refusal(active.id, over?.id);
      return refused
        ? t('board.refusedDrop', { refusal: refused })
        : t('board.dropped', { title: title(active.id), column: column(over?.id) });
    },
    onDragCancel: ({ active }) => t('board.cancelled', { title: title(active.id) }),
  };
}
