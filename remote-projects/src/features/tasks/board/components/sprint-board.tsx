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
import type { Sprint, Task, TaskStatusValue } from '@timely/contract';
import { QueryErrorState, useErrorText } from '@timely/shared-auth';
import { EmptyState, useMediaQuery, portalHref, useMessages, type Translate } from '@timely/shared-ui';
import { taskStatusLabel } from '../../../../common/utils/labels';
import { projectsMessages } from '../../../../messages/messages';
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
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
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
  const unassigned = t('taskForm.notAssigned');
  const lanes: Lane[] = useMemo(
    () => (withLanes ? lanesByAssignee(shown, unassigned) : [{ key: 'all', title: '', tasks: shown }]),
    [shown, withLanes, unassigned],
  );
  const counts = useMemo(() => byStatus(shown), [shown]);
  const statusLabel = (status: TaskStatusValue) => taskStatusLabel(t, status);

  const pick = useCallback(
    (task: Task, to: TaskStatusValue) => {
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
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const task = taskOf(dragged.data.current);
    const to = over ? statusOfDrop(String(over.id)) : null;
    if (task && to) pick(task, to);
  };

  if (board.error && !board.data)
    return <QueryErrorState query={board} exit={{ label: t('common.backToProjects'), to: portalHref('projects') }} />;
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
        <EmptyState description={t('tasks.empty.all')} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={boardCollisions}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActive(null)}
          accessibility={{
            announcements: announcements(t, tasks),
            screenReaderInstructions: { draggable: t('board.instructions') },
          }}
        >
          <div
            style={{ overflowX: 'auto', paddingBottom: 4 }}
            role="region"
            aria-label={t('board.label', { name: sprint.name })}
          >
            <div style={{ ...GRID, marginBottom: 8 }}>
              {BOARD_COLUMNS.map((status) => (
                <Typography.Text key={status} strong>
                  {t('board.columnCount', { status: statusLabel(status), count: counts[status].length })}
                </Typography.Text>
              ))}
            </div>
            <Flex vertical gap={16}>
              {lanes.map((lane) => {
                const columns = byStatus(lane.tasks);
                return (
                  <Fragment key={lane.key}>
                    {withLanes && (
                      <Typography.Text type="secondary">
                        {t('board.laneCount', { name: lane.title, count: lane.tasks.length })}
                      </Typography.Text>
                    )}
                    <div style={GRID}>
                      {BOARD_COLUMNS.map((status) => (
                        <BoardColumn
                          key={status}
                          laneKey={lane.key}
                          status={status}
                          label={
                            withLanes
                              ? t('board.columnOfLane', { status: statusLabel(status), name: lane.title })
                              : statusLabel(status)
                          }
                          tasks={columns[status]}
                          accepts={active ? active.status === status || moveRefusal(t, active, status) === null : null}
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

function announcements(t: Translate<typeof projectsMessages>, tasks: Task[]): Announcements {
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
  return {
    onDragStart: ({ active }) => t('board.pickedUp', { title: title(active.id) }),
    onDragOver: ({ active, over }) => {
      const over_ = t('board.over', { title: title(active.id), column: column(over?.id) });
      const refused = refusal(active.id, over?.id);
      return refused ? `${over_} ${refused}` : over_;
    },
    onDragEnd: ({ active, over }) => {
      const refused = refusal(active.id, over?.id);
      return refused
        ? t('board.refusedDrop', { refusal: refused })
        : t('board.dropped', { title: title(active.id), column: column(over?.id) });
    },
    onDragCancel: ({ active }) => t('board.cancelled', { title: title(active.id) }),
  };
}
