import {
  closestCenter,
  DndContext,
  useDroppable,
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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { exportPaths, type BulkTasksBody, type Sprint, type Task } from '@timely/contract';
import { QueryErrorState, useErrorText } from '@timely/shared-auth';
import { ExportButton } from '@timely/shared-auth/downloads';
import {
  EmptyState,
  LoadingState,
  PageHeader,
  portalHref,
  useMessages,
  type Translate,
  pagerItem,
} from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';
import { Pagination } from '@timely/shared-ui/antd-more';
import { App, Button, Card, Flex, Typography } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useCompanyLabels, useCompanyOptions } from '../../../common/api/get-company-options';
import { useEpics } from '../../../common/api/get-epics';
import { TaskFormDrawer } from '../../../common/components/task-form-drawer';
import { useBulkEditTasks } from '../../../common/api/bulk-edit-tasks';
import { useSprints } from '../../../common/api/get-sprints';
import { useProject } from '../../../common/api/get-project';
import { useMoveTask } from '../../../common/api/move-task';
import { useStartSprint } from '../../../common/api/start-sprint';
import { ProjectNav } from '../../../common/components/project-nav';
import { StartSprintModal } from '../../../common/components/start-sprint-modal';
import { useSaveSprint } from '../../../common/api/save-sprint';
import { SprintFormDrawer } from '../../../common/components/sprint-form-drawer';
import { useCreateBacklogTask, useCreateSprintTask } from '../api/create-backlog-task';
import { BACKLOG_PER_PAGE, useBacklog } from '../api/get-backlog';
import { BulkEditBar } from '../../../common/components/bulk-edit-bar';
import type { BulkChange } from '../../../common/hooks/use-bulk-confirm';
import { useBacklogFilters } from '../hooks/use-backlog-filters';
import {
  BACKLOG_LIST,
  dropMove,
  intoList,
  keyMove,
  type KeyMove,
  type PlanList,
  type PlanMove,
} from '../utils/plan-moves';
import { BacklogFilterBar } from './backlog-filter-bar';
import { BacklogRow, type RowMenuEntry } from './backlog-row';
import { QuickCreate } from '../../../common/components/quick-create';
import { useFirstPaintCount } from '../../../common/components/show-more';
import { SprintPlanList } from './sprint-plan-list';

// the list under the pointer, then the nearest task in it; with the keyboard (no pointer), the nearest task
const collisions: CollisionDetection = (args) => {
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

/**
 * /data-list/backlog/:projectId: the project's planning hub (issue #49). The current and planned sprints
 * above the backlog, each with its tasks by rank and what it holds against the team's capacity; tasks
 * reorder and move between the lists by drag, by keyboard (Alt+arrows) or by their ⋯ menu; quick-create at
 * the bottom of every list; filters in the URL.
 */
export function BacklogPage() {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { projectId = '' } = useParams();
  const filters = useBacklogFilters();
  const { message } = App.useApp();
  const backlog = useBacklog(projectId, filters.page, filters.values);
  // the sprint list only numbers a new sprint: asked for once the backlog is in, not beside it, where the
  // embedded database answered the two one after the other and the backlog came later (bench:web)
  const project = useProject(projectId);
  const { sprints: sprintList } = useSprints(projectId, backlog.data !== undefined);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [creating, setCreating] = useState(false);
  const [creatingSprint, setCreatingSprint] = useState(false);
  const [starting, setStarting] = useState<Sprint | null>(null);
  const options = useCompanyOptions(creating);
  const labels = useCompanyLabels();
  const epics = useEpics(projectId);
  const move = useMoveTask();
  const bulk = useBulkEditTasks(projectId);
  const create = useCreateBacklogTask(projectId);
  const createInSprint = useCreateSprintTask();
  const saveSprint = useSaveSprint(projectId);
  const start = useStartSprint();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const moveAsync = move.mutateAsync;
  const data = backlog.data;
  const canManage = data?.canManage ?? false;
  const lists = useMemo<PlanList[]>(
    () =>
      data
        ? [
            ...data.plan.map((plan) => ({
              key: plan.sprint._id,
              sprintId: plan.sprint._id,
              name: plan.sprint.name,
              items: plan.items,
            })),
            { key: BACKLOG_LIST, sprintId: null, name: t('tasks.backlog'), items: data.items },
          ]
        : [],
    [data, t],
  );

  const run = useCallback(
    (planned: PlanMove | null) => {
      if (!planned) return;
      const { task, body, to } = planned;
      const changesList = body.sprintId !== undefined;
      moveAsync({ id: task._id, body }).then(
        () => {
          void message.success(
            changesList
              ? t('board.moved', { title: task.title, status: to.name })
              : t('planning.reordered', { title: task.title }),
          );
          // the row is drawn again in its new place: keep the focus on it
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>(`[data-task-row="${task._id}"] button`)?.focus(),
          );
        },
        (caught: unknown) =>
          void message.error(t('backlog.wentBack', { title: task.title, reason: errorText(caught) })),
      );
    },
    [moveAsync, message, t, errorText],
  );
  const onKeyMove = useCallback((task: Task, key: KeyMove) => run(keyMove(lists, task._id, key)), [lists, run]);
  const onMenu = useCallback(
    (task: Task, key: string) => {
      if (key === 'up' || key === 'down') return run(keyMove(lists, task._id, key));
      const to = lists.find((list) => `to:${list.key}` === key);
      if (to) run(intoList(task, to));
    },
    [lists, run],
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
  const menuOf = (list: PlanList, index: number): RowMenuEntry[] => [
    ...(index > 0 ? [{ key: 'up', label: t('planning.moveUp') }] : []),
    ...(index < list.items.length - 1 ? [{ key: 'down', label: t('planning.moveDown') }] : []),
    ...lists
      .filter((other) => other.key !== list.key)
      .map((other) => ({
        key: `to:${other.key}`,
        label: other.sprintId ? t('board.moveTo', { status: other.name }) : t('planning.toBacklog'),
      })),
  ];
  const rowsOf = (list: PlanList) => (task: Task, index: number) => (
    <BacklogRow
      key={task._id}
      task={task}
      listKey={list.key}
      canManage={canManage}
      selected={selected.has(task._id)}
      menu={menuOf(list, index)}
      onSelect={select}
      onMenu={onMenu}
      onKeyMove={onKeyMove}
    />
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) run(dropMove(lists, String(active.id), String(over.id)));
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

  if (backlog.error && !data)
    return <QueryErrorState query={backlog} exit={{ label: t('common.backToProjects'), to: portalHref('projects') }} />;
  if (!data) return <LoadingState label={t('backlog.loading')} />;
  const { items, total } = data;
  const team = project.data ? [...project.data.managers, ...project.data.members] : [];
  const backlogList = lists[lists.length - 1]!;
  const inSprints = data.plan.reduce((sum, plan) => sum + plan.totals.tasks, 0);
  const nextNumber = (sprintList.data?.items ?? []).reduce((last, sprint) => Math.max(last, sprint.number), 0) + 1;
  const emptyText = filters.active
    ? t('planning.noMatch')
    : inSprints > 0
      ? t('backlog.empty')
      : canManage
        ? t('planning.noTasksYet')
        : t('planning.noTasksYetReader');
  return (
    <>
      <PageHeader
        title={project.data ? t('backlog.titleOf', { name: project.data.name }) : t('tasks.backlog')}
        subtitle={t('backlog.subtitle', { count: total })}
        actions={
          <Flex gap={8} wrap align="center">
            {/* the backlog by rank with the filters shown, every page */}
            <ExportButton path={exportPaths.backlog(projectId)} params={filters.values} />
            {canManage && <Button onClick={() => setCreatingSprint(true)}>{t('planning.createSprint')}</Button>}
            {canManage && (
              <Button type="primary" onClick={() => setCreating(true)}>
                {t('taskForm.new')}
              </Button>
            )}
          </Flex>
        }
      />
      <ProjectNav projectId={projectId} current="backlog" />
      <Flex vertical gap={16}>
        <BacklogFilterBar
          values={filters.values}
          setFilter={filters.setFilter}
          active={filters.active}
          onClear={filters.clear}
          team={team}
          labels={labels}
          epics={epics.data?.items ?? []}
        />
        <DndContext
          sensors={sensors}
          collisionDetection={collisions}
          accessibility={{
            announcements: announcements(t, lists),
            screenReaderInstructions: { draggable: t('backlog.instructions') },
          }}
          onDragEnd={onDragEnd}
        >
          {data.plan.length > 0 && (
            <Flex vertical gap={12} role="group" aria-label={t('backlog.sprintsToPlan')}>
              {data.plan.map((plan, index) => (
                <SprintPlanList
                  key={plan.sprint._id}
                  plan={plan}
                  canManage={canManage}
                  filtered={filters.active}
                  onStart={() => setStarting(plan.sprint)}
                  renderRow={rowsOf(lists[index]!)}
                  quickCreate={
                    <QuickCreate
                      place={plan.sprint.name}
                      onCreate={async (title, estimateHours) => {
                        await createInSprint.mutateAsync({ sprintId: plan.sprint._id, body: { title, estimateHours } });
                        void message.success(t('planning.addedTo', { title, place: plan.sprint.name }));
                      }}
                    />
                  }
                />
              ))}
            </Flex>
          )}
          <BacklogListCard listKey={BACKLOG_LIST}>
            {canManage && selected.size > 0 && (
              <BulkEditBar
                count={selected.size}
                sprints={data.sprints}
                team={team}
                onApply={applyBulk}
                onClear={() => setSelected(new Set())}
              />
            )}
            <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
              {t('tasks.backlog')}
            </Typography.Title>
            {items.length === 0 ? (
              <EmptyState description={emptyText} />
            ) : (
              <BacklogItems items={items} label={t('tasks.backlog')} renderRow={rowsOf(backlogList)} />
            )}
            {total > BACKLOG_PER_PAGE && (
              <Flex justify="flex-end" style={{ marginTop: 12 }}>
                <Pagination
                  current={filters.page}
                  pageSize={BACKLOG_PER_PAGE}
                  total={total}
                  showSizeChanger={false}
                  itemRender={pagerItem}
                  onChange={filters.setPage}
                />
              </Flex>
            )}
            {canManage && (
              <QuickCreate
                place={t('tasks.backlog')}
                onCreate={async (title, estimateHours) => {
                  await create.mutateAsync({ title, estimateHours });
                  void message.success(t('backlog.added', { title }));
                }}
              />
            )}
            {canManage && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
                {t('planning.howToMove')}
              </Typography.Paragraph>
            )}
          </BacklogListCard>
        </DndContext>
      </Flex>
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
      <SprintFormDrawer
        open={creatingSprint}
        sprint={null}
        nextNumber={nextNumber}
        onClose={() => setCreatingSprint(false)}
        onSave={async (body) => {
          const saved = await saveSprint.mutateAsync({ id: null, body });
          void message.success(t('projects.saved', { name: saved.name }));
        }}
      />
      <StartSprintModal
        sprint={starting}
        onClose={() => setStarting(null)}
        onConfirm={async (sprint, body) => {
          await start.mutateAsync({ id: sprint._id, body });
          void message.success(t('planning.started', { name: sprint.name }));
        }}
      />
    </>
  );
}

/** The backlog's page of tasks: the rows a window shows first, the others right after (useFirstPaintCount). */
function BacklogItems({
  items,
  label,
  renderRow,
}: {
  items: Task[];
  label: string;
  renderRow: (task: Task, index: number) => ReactNode;
}) {
  const drawn = useFirstPaintCount(items.length);
  const shown = drawn < items.length ? items.slice(0, drawn) : items;
  return (
    <SortableContext items={shown.map((task) => task._id)} strategy={verticalListSortingStrategy}>
      <ol aria-label={label} style={{ margin: 0, padding: 0 }}>
        {shown.map(renderRow)}
      </ol>
    </SortableContext>
  );
}

/** The backlog's card, a drop target too (a task dropped on it, not on a row, goes last). */
function BacklogListCard({ listKey, children }: { listKey: string; children: ReactNode }) {
  const { setNodeRef } = useDroppable({ id: `list:${listKey}`, data: { listKey } });
  return (
    <div ref={setNodeRef}>
      <Card>{children}</Card>
    </div>
  );
}

/** What a screen reader hears while a task moves: the tasks and sprints by name, not by id. */
function announcements(t: Translate<typeof projectsMessages>, lists: readonly PlanList[]): Announcements {
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
