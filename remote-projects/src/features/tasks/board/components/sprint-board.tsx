import {
  DndContext,
  DragOverlay,
  useDndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { TASK_STATUS_LABELS, type Sprint, type Task, type TaskStatusValue } from '@timely/contract';
import { toApiError, QueryErrorState } from '@timely/shared-auth';
import { EmptyState, useMediaQuery, portalHref } from '@timely/shared-ui';
import { App, Flex, Skeleton, Typography } from 'antd';
import { Fragment, useCallback, useMemo, useState } from 'react';
import { useSprintBoard } from '../api/get-sprint-board';
import { useBoardFilters } from '../hooks/use-board-filters';
import { boardCollisions, boardKeyboardCoordinates } from '../utils/board-keyboard';
import {
  BOARD_COLUMNS,
  byStatus,
  filterTasks,
  lanesByAssignee,
  moveRefusal,
  statusOfDrop,
  type Lane,
} from '../utils/board-moves';
import { CardBody } from './board-card';
import { BoardColumn } from './board-column';
import { BoardFilterBar } from './board-filter-bar';

type SprintBoardProps = {
  sprint: Sprint;
  /** Asks the server to move a task; rejects with its refusal. */
  onMove: (task: Task, status: TaskStatusValue) => Promise<unknown>;
  /** Dropping on Completed opens the completion dialog. */
  onComplete: (task: Task) => void;
};

const GRID = {
  display: 'grid',
  gridTemplateColumns: `repeat(${BOARD_COLUMNS.length}, minmax(210px, 1fr))`,
  gap: 12,
} as const;

/** The sprint as columns by status: cards move by drag, by keyboard (the grip) or by their menu, as the status machine allows. */
export function SprintBoard({ sprint, onMove, onComplete }: SprintBoardProps) {
  const { message } = App.useApp();
  const board = useSprintBoard(sprint._id);
  const { filters, lanes: withLanes, setFilters } = useBoardFilters();
  const [active, setActive] = useState<Task | null>(null);
  // no glide back after a drop for who asked for less motion: the card is where it lands at once
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  const { place } = board;
  const tasks = useMemo(() => board.data?.items ?? [], [board.data]);
  const shown = useMemo(() => filterTasks(tasks, filters), [tasks, filters]);
  const lanes: Lane[] = useMemo(
    () => (withLanes ? lanesByAssignee(shown) : [{ key: 'all', title: '', tasks: shown }]),
    [shown, withLanes],
  );
  const counts = useMemo(() => byStatus(shown), [shown]);

  const pick = useCallback(
    (task: Task, to: TaskStatusValue) => {
      if (to === task.status) return;
      const refusal = moveRefusal(task, to);
      if (refusal) return void message.warning(refusal);
      if (to === 'completed') return onComplete(task);
      const undo = place(task._id, to);
      onMove(task, to).then(
        () => void message.success(`${task.title} moved to ${TASK_STATUS_LABELS[to]}`),
        (caught: unknown) => {
          undo();
          void message.error(
            `${task.title} went back to ${TASK_STATUS_LABELS[task.status]}: ${toApiError(caught).message}`,
          );
        },
      );
    },
    [message, onComplete, onMove, place],
  );
  const onDragStart = ({ active: dragged }: DragStartEvent) => setActive(taskOf(dragged.data.current));
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const task = taskOf(dragged.data.current);
    const to = over ? statusOfDrop(String(over.id)) : null;
    if (task && to) pick(task, to);
  };

  if (board.error && !board.data)
    return <QueryErrorState query={board} exit={{ label: 'Back to projects', to: portalHref('projects') }} />;
  if (!board.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Flex vertical gap={12}>
      <BoardFilterBar
        assignees={board.data.assignees}
        jobRoles={board.data.jobRoles}
        filters={filters}
        lanes={withLanes}
        onChange={setFilters}
      />
      {tasks.length === 0 ? (
        <EmptyState description="No tasks in this sprint yet." />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={boardCollisions}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActive(null)}
          accessibility={{
            announcements: announcements(tasks),
            screenReaderInstructions: {
              draggable:
                'To move a task, press space or enter on its grip, use the arrow keys to choose a column, then press space or enter to drop it, or escape to cancel.',
            },
          }}
        >
          <div style={{ overflowX: 'auto', paddingBottom: 4 }} role="region" aria-label={`Board of ${sprint.name}`}>
            <div style={{ ...GRID, marginBottom: 8 }}>
              {BOARD_COLUMNS.map((status) => (
                <Typography.Text key={status} strong>
                  {`${TASK_STATUS_LABELS[status]} · ${counts[status].length}`}
                </Typography.Text>
              ))}
            </div>
            <Flex vertical gap={16}>
              {lanes.map((lane) => {
                const columns = byStatus(lane.tasks);
                return (
                  <Fragment key={lane.key}>
                    {withLanes && (
                      <Typography.Text type="secondary">{`${lane.title} · ${lane.tasks.length}`}</Typography.Text>
                    )}
                    <div style={GRID}>
                      {BOARD_COLUMNS.map((status) => (
                        <BoardColumn
                          key={status}
                          laneKey={lane.key}
                          status={status}
                          label={
                            withLanes ? `${TASK_STATUS_LABELS[status]}, ${lane.title}` : TASK_STATUS_LABELS[status]
                          }
                          tasks={columns[status]}
                          accepts={active ? active.status === status || moveRefusal(active, status) === null : null}
                          onPick={pick}
                        />
                      ))}
                    </div>
                  </Fragment>
                );
              })}
            </Flex>
          </div>
          <DragOverlay dropAnimation={reducedMotion ? null : undefined}>
            <LiftedCard onPick={pick} />
          </DragOverlay>
        </DndContext>
      )}
    </Flex>
  );
}

/** The card under the pointer while dragging, rendered with the overlay itself so it is measured with its content. */
function LiftedCard({ onPick }: { onPick: (task: Task, status: TaskStatusValue) => void }) {
  const task = taskOf(useDndContext().active?.data.current);
  return task ? <CardBody task={task} onPick={onPick} lifted /> : null;
}

function taskOf(data: Record<string, unknown> | undefined): Task | null {
  return (data?.task as Task | undefined) ?? null;
}

function announcements(tasks: Task[]): Announcements {
  const title = (id: string | number) => tasks.find((task) => task._id === id)?.title ?? 'The task';
  const column = (id: string | number | undefined) => {
    const status = id === undefined ? null : statusOfDrop(String(id));
    return status ? TASK_STATUS_LABELS[status] : 'no column';
  };
  const refusal = (id: string | number, overId: string | number | undefined) => {
    const task = tasks.find((each) => each._id === id);
    const status = overId === undefined ? null : statusOfDrop(String(overId));
    return task && status ? moveRefusal(task, status) : null;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}.`,
    onDragOver: ({ active, over }) =>
      `${title(active.id)} is over ${column(over?.id)}.${refusal(active.id, over?.id) ? ` ${refusal(active.id, over?.id)}` : ''}`,
    onDragEnd: ({ active, over }) =>
      refusal(active.id, over?.id)
        ? `${refusal(active.id, over?.id)} It went back.`
        : `${title(active.id)} dropped on ${column(over?.id)}.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled; it went back.`,
  };
}
