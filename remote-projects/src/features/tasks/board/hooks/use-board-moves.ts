import type { DragEndEvent, DragMoveEvent, DragStartEvent } from '@dnd-kit/core';
import type { TaskCard, TaskStatusValue } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useMoveTask } from '../../../../common/api/move-task';
import { taskStatusLabel } from '../../../../common/utils/labels';
import { projectsMessages } from '../../../../messages/messages';
import { rankTarget } from '../utils/board-announcements';
import type { Lane } from '../utils/board-lanes';
import { byStatus, moveRefusal, rankDrop, rankMove, statusOfDrop, type RankBody } from '../utils/board-moves';

type BoardMovesOptions = {
  tasks: TaskCard[];
  lanes: Lane[];
  /** Shows a card in its new column at once; the returned function puts it back. */
  place: (taskId: string, status: TaskStatusValue) => () => void;
  onMove: (task: TaskCard, status: TaskStatusValue) => Promise<unknown>;
  onComplete: (task: TaskCard) => void;
};

/**
 * A card moved to another column (at once, put back when the server refuses) or to another place in its own,
 * by drag, keyboard or menu; the card being dragged and the edge it would land on.
 */
export function useBoardMoves({ tasks, lanes, place, onMove, onComplete }: BoardMovesOptions) {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { message } = App.useApp();
  const rankTask = useMoveTask().mutateAsync;
  const [active, setActive] = useState<TaskCard | null>(null);
  const [rankEdge, setRankEdge] = useState<ReturnType<typeof rankTarget>>(null);
  const sendRank = useCallback(
    (task: TaskCard, body: RankBody) =>
      rankTask({ id: task._id, body }).then(
        () => {
          void message.success(t('board.ranked', { title: task.title }));
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>(`[data-testid="card-${task._id}"] a`)?.focus(),
          );
        },
        (caught: unknown) => void message.error(errorText(caught)),
      ),
    [rankTask, message, t, errorText],
  );
  const rank = useCallback(
    (task: TaskCard, direction: 'up' | 'down') => {
      const body = rankMove(tasks, task, direction);
      if (body) void sendRank(task, body);
    },
    [tasks, sendRank],
  );
  const pick = useCallback(
    (task: TaskCard, to: TaskStatusValue) => {
      if (to === task.status) return;
      const refusal = moveRefusal(t, task, to);
      if (refusal) return void message.warning(refusal);
      if (to === 'completed') return onComplete(task);
      const undo = place(task._id, to);
      onMove(task, to).then(
        () => void message.success(t('board.moved', { title: task.title, status: taskStatusLabel(t, to) })),
        (caught: unknown) => {
          undo();
          void message.error(
            t('board.wentBack', {
              title: task.title,
              status: taskStatusLabel(t, task.status),
              reason: errorText(caught),
            }),
          );
        },
      );
    },
    [message, onComplete, onMove, place, t, errorText],
  );
  const onDragStart = ({ active: dragged }: DragStartEvent) => setActive(taskOf(dragged.data.current));
  const onDragMove = (event: DragMoveEvent) => {
    const next = rankTarget(event);
    setRankEdge((edge) => (edge?.taskId === next?.taskId && edge?.placement === next?.placement ? edge : next));
  };
  const onDragEnd = (event: DragEndEvent) => {
    setActive(null);
    setRankEdge(null);
    const task = taskOf(event.active.data.current);
    const target = rankTarget(event);
    // on a card of its own column: a place in the column (a manager's cards only are drop targets)
    if (task && target) {
      const lane = lanes.find((each) => each.key === event.active.data.current?.laneKey);
      const column = lane ? byStatus(lane.tasks)[task.status] : [];
      const body = task.canMove ? rankDrop(column, task._id, target.taskId, target.placement) : null;
      if (body) void sendRank(task, body);
      return;
    }
    const to = event.over ? statusOfDrop(String(event.over.id)) : null;
    if (task && to) pick(task, to);
  };
  const onDragCancel = () => {
    setActive(null);
    setRankEdge(null);
  };
  return { active, rankEdge, rank, pick, onDragStart, onDragMove, onDragEnd, onDragCancel };
}

/** The card a drag carries. */
export function taskOf(data: Record<string, unknown> | undefined): TaskCard | null {
  return (data?.task as TaskCard | undefined) ?? null;
}
