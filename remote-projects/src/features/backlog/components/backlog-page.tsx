import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { BulkTasksBody, Task } from '@timely/contract';
import { QueryErrorState, useErrorText } from '@timely/shared-auth';
import { EmptyState, LoadingState, PageHeader, portalHref, useMessages, type Translate } from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';
import { Pagination } from '@timely/shared-ui/antd-more';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useCompanyOptions } from '../../../common/api/get-company-options';
import { TaskFormDrawer } from '../../../common/components/task-form-drawer';
import { useBulkEditTasks } from '../../../common/api/bulk-edit-tasks';
import { useSprints } from '../../../common/api/get-sprints';
import { useMoveTask } from '../../../common/api/move-task';
import { useCreateBacklogTask } from '../api/create-backlog-task';
import { BACKLOG_PER_PAGE, useBacklog } from '../api/get-backlog';
import { BulkEditBar, type BulkChange } from '../../../common/components/bulk-edit-bar';
import { BacklogRow } from './backlog-row';
import { SprintDropZone } from './sprint-drop-zone';

// a sprint under the pointer wins; otherwise the nearest row (reordering)
const collisions: CollisionDetection = (args) => {
  const sprints = pointerWithin({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => String(container.id).startsWith('sprint:')),
  });
  return sprints.length > 0
    ? sprints
    : closestCenter({
        ...args,
        droppableContainers: args.droppableContainers.filter(
          (container) => !String(container.id).startsWith('sprint:'),
        ),
      });
};

/** /data-list/backlog/:projectId: the project's tasks without a sprint, ordered by drag (or keyboard), moved into a sprint by drag, menu or in bulk. */
export function BacklogPage() {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { projectId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { message } = App.useApp();
  const backlog = useBacklog(projectId, page);
  const { project } = useSprints(projectId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [creating, setCreating] = useState(false);
  const [dragging, setDragging] = useState(false);
  const options = useCompanyOptions(creating);
  const move = useMoveTask();
  const bulk = useBulkEditTasks(projectId);
  const create = useCreateBacklogTask(projectId);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { show } = backlog;
  const moveAsync = move.mutateAsync;
  const sprints = useMemo(() => backlog.data?.sprints ?? [], [backlog.data]);
  const canManage = backlog.data?.canManage ?? false;

  const moveTo = useCallback(
    (task: Task, sprintId: string) => {
      const sprintName = sprints.find((sprint) => sprint._id === sprintId)?.name ?? t('backlog.theSprint');
      moveAsync({ id: task._id, body: { sprintId } }).then(
        () => void message.success(t('board.moved', { title: task.title, status: sprintName })),
        (caught: unknown) => void message.error(errorText(caught)),
      );
    },
    [moveAsync, sprints, message, t, errorText],
  );
  const select = useCallback(
    (taskId: string, on: boolean) =>
      setSelected((previous) => {
        const next = new Set(previous);
        if (on) next.add(taskId);
        else next.delete(taskId);
        return next;
      }),
    [],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    const items = backlog.data?.items ?? [];
    const task = items.find((each) => each._id === active.id);
    if (!task || !over || over.id === active.id) return;
    const target = String(over.id);
    if (target.startsWith('sprint:')) return moveTo(task, target.slice('sprint:'.length));
    const from = items.findIndex((each) => each._id === active.id);
    const to = items.findIndex((each) => each._id === over.id);
    if (to < 0) return;
    const reordered = arrayMove(items, from, to);
    const undo = show(reordered);
    const body = to > 0 ? { afterId: reordered[to - 1]!._id } : { beforeId: reordered[1]!._id };
    move.mutateAsync({ id: task._id, body }).catch((caught: unknown) => {
      undo();
      void message.error(t('backlog.wentBack', { title: task.title, reason: errorText(caught) }));
    });
  };
  const applyBulk = async (change: BulkChange) => {
    const taskIds = [...selected];
    const result = await bulk.mutateAsync({ ...change, taskIds } as BulkTasksBody);
    setSelected(new Set());
    void message.success(
      change.action === 'delete'
        ? t('tasks.toast.bulkDeleted', { count: result.count })
        : t('tasks.toast.bulkUpdated', { count: result.count }),
    );
  };

  if (backlog.error && !backlog.data)
    return <QueryErrorState query={backlog} exit={{ label: t('common.backToProjects'), to: portalHref('projects') }} />;
  if (!backlog.data) return <LoadingState label={t('backlog.loading')} />;
  const { items, total } = backlog.data;
  const team = project.data ? [...project.data.managers, ...project.data.members] : [];
  return (
    <>
      <PageHeader
        title={project.data ? t('backlog.titleOf', { name: project.data.name }) : t('tasks.backlog')}
        subtitle={t('backlog.subtitle', { count: total })}
        actions={
          <Flex gap={12} wrap align="center">
            <Link to={portalHref('sprints', { projectId })}>{t('projects.sprints')}</Link>
            {canManage && (
              <Button type="primary" onClick={() => setCreating(true)}>
                {t('taskForm.new')}
              </Button>
            )}
          </Flex>
        }
      />
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        accessibility={{
          announcements: announcements(t, items, sprints),
          screenReaderInstructions: { draggable: t('backlog.instructions') },
        }}
        onDragStart={() => setDragging(true)}
        onDragCancel={() => setDragging(false)}
        onDragEnd={onDragEnd}
      >
        <Flex vertical gap={16}>
          {canManage && sprints.length > 0 && (
            // one row that scrolls sideways: on a phone five sprints would push the backlog off the screen
            <Flex
              gap={12}
              aria-label={t('backlog.sprintsToPlan')}
              role="group"
              style={{ overflowX: 'auto', paddingBottom: 4 }}
            >
              {sprints.map((sprint) => (
                <SprintDropZone key={sprint._id} sprint={sprint} dragging={dragging} />
              ))}
            </Flex>
          )}
          <Card>
            {canManage && selected.size > 0 && (
              <BulkEditBar
                count={selected.size}
                sprints={sprints}
                team={team}
                onApply={applyBulk}
                onClear={() => setSelected(new Set())}
              />
            )}
            {items.length === 0 ? (
              <EmptyState description={t('backlog.empty')} />
            ) : (
              <SortableContext items={items.map((task) => task._id)} strategy={verticalListSortingStrategy}>
                <ol aria-label={t('tasks.backlog')} style={{ margin: 0, padding: 0 }}>
                  {items.map((task) => (
                    <BacklogRow
                      key={task._id}
                      task={task}
                      sprints={sprints}
                      canManage={canManage}
                      selected={selected.has(task._id)}
                      onSelect={select}
                      onMoveTo={moveTo}
                    />
                  ))}
                </ol>
              </SortableContext>
            )}
            {total > BACKLOG_PER_PAGE && (
              <Flex justify="flex-end" style={{ marginTop: 12 }}>
                <Pagination
                  current={page}
                  pageSize={BACKLOG_PER_PAGE}
                  total={total}
                  showSizeChanger={false}
                  onChange={(next) => setSearch({ page: String(next) })}
                />
              </Flex>
            )}
            {canManage && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
                {t('backlog.howToMove')}
              </Typography.Paragraph>
            )}
          </Card>
        </Flex>
      </DndContext>
      <TaskFormDrawer
        open={creating}
        task={null}
        jobRoles={options.data?.jobRoles ?? []}
        team={team}
        labels={options.data?.labels ?? []}
        onClose={() => setCreating(false)}
        onSave={async (body) => {
          const saved = await create.mutateAsync(body);
          void message.success(t('backlog.added', { title: saved.title }));
        }}
      />
    </>
  );
}

/** What a screen reader hears while a task moves: the tasks and sprints by name, not by id. */
function announcements(
  t: Translate<typeof projectsMessages>,
  items: Task[],
  sprints: { _id: string; name: string }[],
): Announcements {
  const name = (id: string | number | undefined) => {
    const target = String(id ?? '');
    if (target.startsWith('sprint:'))
      return sprints.find((sprint) => `sprint:${sprint._id}` === target)?.name ?? t('backlog.aSprint');
    return items.find((task) => task._id === target)?.title ?? t('board.aTask');
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
