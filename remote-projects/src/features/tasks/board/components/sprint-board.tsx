import {
  DndContext,
  DragOverlay,
  useDndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { Sprint, TaskCard, TaskStatusValue } from '@timely/contract';
import { QueryErrorState, sessionUserAtom, useErrorText } from '@timely/shared-auth';
import { EmptyState, useMediaQuery, portalHref, useMessages } from '@timely/shared-ui';
import { taskStatusLabel } from '../../../../common/utils/labels';
import { projectsMessages } from '../../../../messages/messages';
import { App, Button, Flex, Skeleton, theme, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { Fragment, useCallback, useMemo, useState } from 'react';
import { useMoveTask } from '../../../../common/api/move-task';
import { useCompanyLabels } from '../../../../common/api/get-company-options';
import { useEpics } from '../../../../common/api/get-epics';
import { QuickCreate } from '../../../../common/components/quick-create';
import { useSprintBoard } from '../api/get-sprint-board';
import { useSaveWipLimits } from '../api/save-wip-limits';
import { useBoardFilters } from '../hooks/use-board-filters';
import { BoardLiveNote } from './board-live-note';
import { boardAnnouncements, rankTarget } from '../utils/board-announcements';
import { boardCollisions, boardKeyboardCoordinates } from '../utils/board-keyboard';
import { LANE_GROUPINGS, type Lane, type LaneLabels } from '../utils/board-lanes';
import {
  BOARD_COLUMNS,
  byStatus,
  filterTasks,
  moveRefusal,
  rankDrop,
  rankMove,
  statusOfDrop,
  type RankBody,
} from '../utils/board-moves';
import { CardBody } from './board-card';
import { BoardColumn } from './board-column';
import { BoardFilterBar } from './board-filter-bar';
import { WipLimitsModal } from './wip-limits-modal';

type SprintBoardProps = {
  sprint: Sprint;
  /** Asks the server to move a task; rejects with its refusal. */
  onMove: (task: TaskCard, status: TaskStatusValue) => Promise<unknown>;
  /** Dropping on Completed opens the completion dialog. */
  onComplete: (task: TaskCard) => void;
  /** Quick-create in the Not started column (managers, a sprint not closed). */
  onCreate?: (title: string, estimateHours: number) => Promise<unknown>;
};

const GRID = {
  display: 'grid',
  gridTemplateColumns: `repeat(${BOARD_COLUMNS.length}, minmax(210px, 1fr))`,
  gap: 12,
} as const;

/** The sprint as columns by status: cards move by drag, by keyboard (the grip) or by their menu, as the status machine allows. */
export function SprintBoard({ sprint, onMove, onComplete, onCreate }: SprintBoardProps) {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const me = useAtomValue(sessionUserAtom)?._id ?? null;
  const board = useSprintBoard(sprint._id);
  const { filters, lanes: grouping, setFilters, clearFilters } = useBoardFilters();
  const labels = useCompanyLabels();
  // the epics only name the filter's and the lanes' choices: asked for once the cards are in, so the
  // embedded database answers the board first
  const epics = useEpics(sprint.projectId, board.data !== undefined);
  const withLanes = grouping !== null;
  const [editingLimits, setEditingLimits] = useState(false);
  const saveLimits = useSaveWipLimits(sprint.projectId);
  const rankTask = useMoveTask().mutateAsync;
  const [active, setActive] = useState<TaskCard | null>(null);
  const [rankEdge, setRankEdge] = useState<ReturnType<typeof rankTarget>>(null);
  // no glide back after a drop for who asked for less motion: the card is where it lands at once
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  const { place } = board;
  const tasks = useMemo(() => board.data?.items ?? [], [board.data]);
  const shown = useMemo(() => filterTasks(tasks, filters, me), [tasks, filters, me]);
  const laneLabels = useMemo<LaneLabels>(
    () => ({
      unassigned: t('taskForm.notAssigned'),
      noEpic: t('structure.noEpic'),
      priority: (priority) => t(`fields.priority.${priority}` as const),
    }),
    [t],
  );
  const lanes: Lane[] = useMemo(
    () => (grouping ? LANE_GROUPINGS[grouping](shown, laneLabels) : [{ key: 'all', title: '', tasks: shown }]),
    [shown, grouping, laneLabels],
  );
  const counts = useMemo(() => byStatus(shown), [shown]);
  // the WIP limit counts every card of the column, whatever the filters show
  const held = useMemo(() => byStatus(tasks), [tasks]);
  const limits = board.data?.wipLimits ?? {};
  const canManage = (board.data?.canManage ?? false) && sprint.status !== 'completed';
  const overLimit = (status: TaskStatusValue) => {
    const limit = limits[status];
    return typeof limit === 'number' && held[status].length > limit;
  };
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
  const statusLabel = (status: TaskStatusValue) => taskStatusLabel(t, status);

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

  if (board.error && !board.data)
    return <QueryErrorState query={board} exit={{ label: t('common.backToProjects'), to: portalHref('projects') }} />;
  if (!board.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Flex vertical gap={12}>
      <BoardLiveNote sprintId={sprint._id} />
      <Flex gap={12} wrap align="center" justify="space-between">
        <BoardFilterBar
          assignees={board.data.assignees}
          jobRoles={board.data.jobRoles}
          labels={labels}
          epics={epics.data?.items ?? []}
          filters={filters}
          lanes={grouping}
          onChange={setFilters}
          onClear={clearFilters}
        />
        {canManage && (
          <Button size="small" onClick={() => setEditingLimits(true)}>
            {t('board.wip.edit')}
          </Button>
        )}
      </Flex>
      <WipLimitsModal
        open={editingLimits}
        limits={limits}
        onClose={() => setEditingLimits(false)}
        onSave={async (next) => {
          await saveLimits.mutateAsync(next);
          void message.success(t('board.wip.saved'));
        }}
      />
      {tasks.length === 0 && !(canManage && onCreate) ? (
        <EmptyState description={t('tasks.empty.all')} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={boardCollisions}
          onDragStart={onDragStart}
          onDragMove={canManage ? onDragMove : undefined}
          onDragEnd={onDragEnd}
          onDragCancel={() => {
            setActive(null);
            setRankEdge(null);
          }}
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
            <div style={{ ...GRID, marginBottom: 8 }}>
              {BOARD_COLUMNS.map((status) => {
                const limit = limits[status];
                const over = overLimit(status);
                return (
                  <Flex key={status} vertical data-column-header={status}>
                    <Typography.Text strong>
                      {typeof limit === 'number'
                        ? t('board.columnOfLimit', {
                            status: statusLabel(status),
                            count: t('board.wip.count', { count: held[status].length, limit }),
                          })
                        : t('board.columnCount', { status: statusLabel(status), count: counts[status].length })}
                    </Typography.Text>
                    {over && typeof limit === 'number' && (
                      <Typography.Text style={{ color: token.colorError, fontSize: 12 }} role="status">
                        {t('board.wip.over', { limit })}
                      </Typography.Text>
                    )}
                  </Flex>
                );
              })}
            </div>
            <Flex vertical gap={16}>
              {lanes.map((lane, laneIndex) => {
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
                          onRank={canManage ? rank : undefined}
                          rankEdge={rankEdge}
                          overLimit={overLimit(status)}
                          footer={
                            canManage && onCreate && status === 'not_started' && laneIndex === 0 ? (
                              <QuickCreate place={statusLabel(status)} onCreate={onCreate} />
                            ) : undefined
                          }
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
function LiftedCard({ onPick }: { onPick: (task: TaskCard, status: TaskStatusValue) => void }) {
  const task = taskOf(useDndContext().active?.data.current);
  return task ? <CardBody task={task} onPick={onPick} lifted /> : null;
}

function taskOf(data: Record<string, unknown> | undefined): TaskCard | null {
  return (data?.task as TaskCard | undefined) ?? null;
}
