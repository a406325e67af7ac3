import {
  apiPaths,
  exportPaths,
  PAGE_SIZES,
  taskTabsFor,
  type BulkTasksBody,
  type Task,
  type TaskCard,
  type TaskHelper,
  type TaskStatusValue,
} from '@timely/contract';
import { sessionUserAtom, useApiClient, useErrorText } from '@timely/shared-auth';
import { ExportButton, useApiDownload } from '@timely/shared-auth/downloads';
import {
  EmptyState,
  ErrorState,
  listPagination,
  PageHeader,
  portalHref,
  useSearchBox,
  useMessages,
  type Translate,
  useMediaQuery,
} from '@timely/shared-ui';
import { Alert, App, Button, Card, Flex, Input, Segmented } from 'antd';
import { Tabs } from '@timely/shared-ui/antd-more';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useBulkEditTasks } from '../../../common/api/bulk-edit-tasks';
import { useChangeTaskStatus } from '../../../common/api/change-task-status';
import { useCompanyOptions } from '../../../common/api/get-company-options';
import { usePeerChoices } from '../../../common/api/get-peer-choices';
import { useProject } from '../../../common/api/get-project';
import { useSprints } from '../../../common/api/get-sprints';
import { useSetTaskEta } from '../../../common/api/set-task-eta';
import { useStartSprint } from '../../../common/api/start-sprint';
import { BulkEditBar } from '../../../common/components/bulk-edit-bar';
import { ProjectNav } from '../../../common/components/project-nav';
import { BurndownPanel } from '../../../common/components/burndown/burndown-panel';
import { CompleteTaskModal } from '../../../common/components/complete-task-modal';
import { EtaModal } from '../../../common/components/eta-modal';
import { SprintSummary } from '../../../common/components/sprint-summary';
import { StartSprintModal } from '../../../common/components/start-sprint-modal';
import { TaskFormDrawer } from '../../../common/components/task-form-drawer';
import { formatHours } from '../../../common/utils/format';
import { completionToast } from '../../../common/utils/completion-toast';
import { useAssignTaskToSelf } from '../api/assign-task-to-self';
import { useDeleteTask } from '../api/delete-task';
import { useSprint } from '../api/get-sprint';
import { useTasks } from '../api/get-tasks';
import { useImportTasks } from '../api/import-tasks';
import { previewTaskImport } from '../api/preview-task-import';
import { useSaveTask } from '../api/save-task';
import { useTaskParams } from '../hooks/use-task-params';
import { ImportTasksModal } from './import-tasks-modal';
import { TaskTable } from './task-table';
import { LazySprintBoard, preloadSprintBoard } from '../board/components/lazy-sprint-board';
import { usePrefetchSprintBoard } from '../board/api/get-sprint-board';
import { projectsMessages } from '../../../messages/messages';

type TasksPageProps = { view?: 'board' | 'list' };

/** /data-list/sprint-board/:sprintId: the same screen, as the board. */
export function SprintBoardPage() {
  return <TasksPage view="board" />;
}

/** /data-list/view-all-tasks/:sprintId: a sprint's tasks by tab, with the status flow, karma, ETA and import; or its board. */
export function TasksPage({ view = 'list' }: TasksPageProps) {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { sprintId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  const client = useApiClient();
  const download = useApiDownload();
  const { message } = App.useApp();
  const tabs = taskTabsFor(user?.level ?? 'level1');
  // managers and admins open on every task; members on their own
  const params = useTaskParams(tabs, user?.level === 'level1' ? 'mine' : 'all');
  const navigate = useNavigate();
  const searchBox = useSearchBox(params.search, (next) => params.setParams({ search: next }), 400);
  const sprint = useSprint(sprintId);
  usePrefetchSprintBoard(sprintId, view === 'board');
  if (view === 'board') preloadSprintBoard();
  const project = useProject(sprint.data?.projectId ?? '');
  const tasks = useTasks(
    sprintId,
    { tab: params.tab, page: params.page, perPage: params.perPage, search: params.search },
    view === 'list',
  );
  const [drawer, setDrawer] = useState<{ open: boolean; task: Task | null }>({ open: false, task: null });
  const [completing, setCompleting] = useState<TaskCard | null>(null);
  const [eta, setEta] = useState<Task | null>(null);
  const [importing, setImporting] = useState(false);
  const [starting, setStarting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [tip, setTip] = useState<{ task: Task; helpers: TaskHelper[] } | null>(null);
  const narrow = useMediaQuery('(max-width: 575px)');
  const [summaryOpen, setSummaryOpen] = useState(false);
  const showSummary = !narrow || view !== 'board' || summaryOpen;
  const canManage = (sprint.data?.canManage ?? false) && sprint.data?.status !== 'completed';
  const options = useCompanyOptions(canManage && drawer.open);
  const peers = usePeerChoices(completing !== null);

  const save = useSaveTask(sprintId);
  const remove = useDeleteTask();
  const take = useAssignTaskToSelf();
  const move = useChangeTaskStatus();
  const saveEta = useSetTaskEta();
  const start = useStartSprint();
  const bulk = useBulkEditTasks(sprint.data?.projectId ?? '');
  const projectSprints = useSprints(sprint.data?.projectId ?? '', canManage && selected.length > 0);
  const runImport = useImportTasks(sprintId);

  const attempt = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
    } catch (caught) {
      void message.error(errorText(caught));
    }
  };
  const changeStatus = async (task: TaskCard, status: TaskStatusValue) => {
    const moved = await move.mutateAsync({ id: task._id, body: { status } });
    setTip(status === 'stuck' ? { task: moved.task, helpers: moved.helpers } : null);
  };
  const onMove = (task: TaskCard, status: TaskStatusValue) => {
    if (status === 'completed') return setCompleting(task);
    void attempt(
      () => changeStatus(task, status),
      status === 'stuck'
        ? t('tasks.toast.stuck', { title: task.title })
        : t('tasks.toast.inProgress', { title: task.title }),
    );
  };
  const setView = (next: 'board' | 'list') =>
    navigate(portalHref(next === 'board' ? 'sprintBoard' : 'tasks', { sprintId }));

  const page = tasks.data;
  const error = sprint.error ?? tasks.error;
  const team = project.data ? [...project.data.managers, ...project.data.members] : [];
  return (
    <>
      <PageHeader
        title={sprint.data ? t('tasks.titleOf', { name: sprint.data.name }) : t('tasks.title')}
        subtitle={project.data ? project.data.name : undefined}
        actions={
          <Flex gap={8} wrap align="center">
            {sprint.data?.status === 'completed' && (
              <Link to={portalHref('sprintReport', { sprintId })}>{t('tasks.report')}</Link>
            )}
            {sprint.data && (
              <Link to={portalHref('backlog', { projectId: sprint.data.projectId })}>{t('tasks.backlog')}</Link>
            )}
            {sprint.data && (
              <Link to={portalHref('sprints', { projectId: sprint.data.projectId })}>{t('projects.sprints')}</Link>
            )}
            {/* the tab's tasks with its search, every page (the list's own query, as the server pages it) */}
            <ExportButton
              path={exportPaths.sprintTasks(sprintId)}
              params={{ tab: params.tab, search: params.search }}
            />
            {canManage && <Button onClick={() => setImporting(true)}>{t('tasks.import')}</Button>}
            {canManage && (
              <Button type="primary" onClick={() => setDrawer({ open: true, task: null })}>
                {t('taskForm.new')}
              </Button>
            )}
          </Flex>
        }
      />
      {view === 'board' && sprint.data && <ProjectNav projectId={sprint.data.projectId} current="board" />}
      <Card>
        {/* on a phone the board's summary and burndown fold away, so the first card shows near the top */}
        {narrow && view === 'board' && (
          <Button
            size="small"
            type="link"
            aria-expanded={summaryOpen}
            onClick={() => setSummaryOpen(!summaryOpen)}
            style={{ paddingInline: 0, marginBottom: 8 }}
          >
            {t(summaryOpen ? 'board.hideSummary' : 'board.showSummary')}
          </Button>
        )}
        {showSummary && sprint.data && <SprintSummary sprint={sprint.data} onStart={() => setStarting(true)} />}
        {showSummary && sprint.data && sprint.data.status !== 'planned' && <BurndownPanel sprint={sprint.data} />}
        <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 12 }}>
          <Segmented
            aria-label={t('tasks.view')}
            value={view}
            onChange={(value) => setView(value as 'board' | 'list')}
            options={[
              { value: 'board', label: t('tasks.view.board') },
              { value: 'list', label: t('tasks.view.list') },
            ]}
          />
        </Flex>
        {tip && (
          <Alert
            type="info"
            showIcon
            closable={{ onClose: () => setTip(null), 'aria-label': t('tasks.tip.close') }}
            style={{ marginBottom: 16 }}
            title={t('tasks.tip.title', { title: tip.task.title })}
            description={
              tip.helpers.length
                ? t('tasks.tip.helpers', {
                    names: tip.helpers
                      .map((helper) =>
                        helper.allocation === undefined
                          ? helper.name
                          : t('tasks.tip.allocated', { name: helper.name, allocation: helper.allocation ?? 0 }),
                      )
                      .join(t('projects.nameSeparator')),
                  })
                : t('tasks.tip.nobody')
            }
          />
        )}
        {view === 'board' ? (
          sprint.data && (
            <LazySprintBoard
              sprint={sprint.data}
              onMove={changeStatus}
              onComplete={setCompleting}
              onCreate={async (title, estimateHours) => {
                await save.mutateAsync({ id: null, body: { title, estimateHours } });
                void message.success(t('planning.addedTo', { title, place: sprint.data?.name ?? '' }));
              }}
            />
          )
        ) : (
          <>
            <Tabs
              activeKey={params.tab}
              onChange={(key) => params.setParams({ tab: key as typeof params.tab })}
              items={tabs.map((tab) => ({ key: tab, label: t(`tasks.tab.${tab}` as const) }))}
            />
            <Input.Search
              aria-label={t('tasks.search')}
              placeholder={t('tasks.searchPlaceholder')}
              allowClear
              value={searchBox.value}
              onChange={searchBox.onChange}
              style={{ maxWidth: 360, marginBottom: 16 }}
            />
            {canManage && selected.length > 0 && (
              <BulkEditBar
                count={selected.length}
                sprints={(projectSprints.sprints.data?.items ?? []).filter(
                  (each) => each.status !== 'completed' && each._id !== sprintId,
                )}
                toBacklog
                withStatus
                team={team}
                onClear={() => setSelected([])}
                onApply={async (change) => {
                  const result = await bulk.mutateAsync({ ...change, taskIds: selected } as BulkTasksBody);
                  setSelected([]);
                  void message.success(
                    change.action === 'delete'
                      ? t('tasks.toast.bulkDeleted', { count: result.count })
                      : t('tasks.toast.bulkUpdated', { count: result.count }),
                  );
                }}
              />
            )}
            {error && !page ? (
              <ErrorState
                message={errorText(error)}
                onRetry={() => void Promise.all([sprint.refetch(), tasks.refetch()])}
                error={error}
                exit={{ label: t('common.backToProjects'), to: portalHref('projects') }}
              />
            ) : page && page.total === 0 && !tasks.isFetching ? (
              <EmptyState
                description={params.search ? t('tasks.noMatch', { search: params.search }) : emptyText(t, params.tab)}
              />
            ) : (
              <TaskTable
                rows={page?.items ?? []}
                loading={tasks.isLoading || tasks.isFetching}
                onEdit={(task) => setDrawer({ open: true, task })}
                onDelete={(task) =>
                  attempt(() => remove.mutateAsync(task), t('projects.deleted', { name: task.title }))
                }
                onMove={onMove}
                onEta={setEta}
                onTake={(task) =>
                  void attempt(() => take.mutateAsync(task), t('tasks.toast.yours', { title: task.title }))
                }
                selection={canManage ? { keys: selected, onChange: setSelected } : undefined}
                pagination={{
                  ...listPagination({
                    page: params.page,
                    perPage: params.perPage,
                    total: page?.total ?? 0,
                    sizes: PAGE_SIZES,
                    onChange: params.setParams,
                  }),
                }}
              />
            )}
          </>
        )}
      </Card>
      <TaskFormDrawer
        open={drawer.open}
        task={drawer.task}
        jobRoles={options.data?.jobRoles ?? []}
        team={team}
        labels={options.data?.labels ?? []}
        onClose={() => setDrawer({ open: false, task: null })}
        onSave={async (body) => {
          const saved = await save.mutateAsync({ id: drawer.task?._id ?? null, body });
          void message.success(t('projects.saved', { name: saved.title }));
        }}
      />
      <CompleteTaskModal
        task={completing}
        userId={user?._id ?? null}
        peers={(peers.data ?? []).filter((peer) => peer._id !== user?._id)}
        peersLoading={peers.isLoading}
        onClose={() => setCompleting(null)}
        onComplete={async (task, body) => {
          const moved = await move.mutateAsync({ id: task._id, body });
          void message.success(completionToast(t, moved.task));
          setTip(null);
        }}
      />
      <StartSprintModal
        sprint={starting ? (sprint.data ?? null) : null}
        onClose={() => setStarting(false)}
        onConfirm={async (_, body) => {
          const started = await start.mutateAsync({ id: sprintId, body });
          void message.success(
            t('sprints.started', { name: started.name, hours: formatHours(t, started.snapshot.committedHours) }),
          );
        }}
      />
      <EtaModal
        task={eta}
        onClose={() => setEta(null)}
        onSave={async (task, body) => {
          const saved = await saveEta.mutateAsync({ id: task._id, body });
          void message.success(t('tasks.toast.etaSaved', { title: saved.title }));
        }}
      />
      <ImportTasksModal
        open={importing}
        onClose={() => setImporting(false)}
        onPreview={(file) => previewTaskImport(client, sprintId, file)}
        onImport={async (file) => {
          const result = await runImport.mutateAsync(file);
          void message.success(t('tasks.toast.imported', { count: result.created }));
          return result;
        }}
        onDownloadSample={async () =>
          void (await download(apiPaths.sprints.tasksImportSample(sprintId), {}, 'sprint-plan-sample.csv'))
        }
      />
    </>
  );
}

function emptyText(t: Translate<typeof projectsMessages>, tab: string): string {
  if (tab === 'mine') return t('tasks.empty.mine');
  if (tab === 'open') return t('tasks.empty.open');
  return t('tasks.empty.all');
}
