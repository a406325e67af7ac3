import {
  DndContext,
  DragOverlay,
  useDndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Sprint, TaskCard, TaskStatusValue } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { EmptyState, useMediaQuery, portalHref, useMessages } from '@timely/shared-ui';
import { Flex, Skeleton } from 'antd';
import { projectsMessages } from '../../../../messages/messages';
import { useBoardMoves, taskOf } from '../hooks/use-board-moves';
import { useBoardView } from '../hooks/use-board-view';
import { boardAnnouncements } from '../utils/board-announcements';
import { boardCollisions, boardKeyboardCoordinates } from '../utils/board-keyboard';
import { CardBody } from './board-card';
import { BoardColumnHeaders } from './board-column-headers';
import { BoardLaneGrid } from './board-lane-grid';
import { BoardLiveNote } from './board-live-note';
import { BoardToolbar } from './board-toolbar';

type SprintBoardProps = {
  sprint: Sprint;
  /** Asks the server to move a task; rejects with its refusal. */
  onMove: (task: TaskCard, status: TaskStatusValue) => Promise<unknown>;
  /** Dropping on Completed opens the completion dialog. */
  onComplete: (task: TaskCard) => void;
  /** Quick-create in the Not started column (managers, a sprint not closed). */
  onCreate?: (title: string, estimateHours: number) => Promise<unknown>;
};

/** The sprint as columns by status: cards move by drag, by keyboard (the grip) or by their menu, as the status machine allows. */
export function SprintBoard({ sprint, onMove, onComplete, onCreate }: SprintBoardProps) {
  const t = useMessages(projectsMessages);
  const view = useBoardView(sprint);
  const { board, tasks, lanes, canManage } = view;
  const moves = useBoardMoves({ tasks, lanes, place: board.place, onMove, onComplete });
  // no glide back after a drop for who asked for less motion: the card is where it lands at once
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );

  if (board.error && !board.data)
    return <QueryErrorState query={board} exit={{ label: t('common.backToProjects'), to: portalHref('projects') }} />;
  if (!board.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Flex vertical gap={12}>
      <BoardLiveNote sprintId={sprint._id} />
      <BoardToolbar sprint={sprint} view={view} />
      {tasks.length === 0 && !(canManage && onCreate) ? (
        <EmptyState description={t('tasks.empty.all')} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={boardCollisions}
          onDragStart={moves.onDragStart}
          onDragMove={canManage ? moves.onDragMove : undefined}
          onDragEnd={moves.onDragEnd}
          onDragCancel={moves.onDragCancel}
          accessibility={{
            announcements: boardAnnouncements(t, tasks),
            screenReaderInstructions: { draggable: t('board.instructions') },
          }}
        >
          <div
            style={{ overflowX: 'auto', paddingBottom: 4 }}
            role="region"
            aria-label={t('board.label', { name: sprint.name })}
          >
            <BoardColumnHeaders limits={view.limits} held={view.held} counts={view.counts} overLimit={view.overLimit} />
            <BoardLaneGrid
              lanes={lanes}
              withLanes={view.grouping !== null}
              moves={moves}
              canManage={canManage}
              overLimit={view.overLimit}
              onCreate={onCreate}
            />
          </div>
          <DragOverlay dropAnimation={reducedMotion ? null : undefined}>
            <LiftedCard onPick={moves.pick} />
          </DragOverlay>
        </DndContext>
      )}
    </Flex>
  );
}

/** The card under the pointer while dragging, rendered with the overlay itself so it is measured with its content. */
function LiftedCard({ onPick }: { onPick: (task: TaskCard, status: TaskStatusValue) => void }) {
  const task = taskOf(useDndContext().active?.data.current);
  return task ? <CardBody task={task} onPick={onPick} lifted /> : null;
}
