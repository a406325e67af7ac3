import { PAGE_SIZES, type Task, type TaskStatusValue, type TaskTab } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { EmptyState, ErrorState, listPagination, portalHref, useMessages, type Translate } from '@timely/shared-ui';
import { useState } from 'react';
import { projectsMessages } from '../../../messages/messages';
import { useAssignTaskToSelf } from '../api/assign-task-to-self';
import { useDeleteTask } from '../api/delete-task';
import type { useSprintTasks } from '../hooks/use-sprint-tasks';
import { useAttempt } from '../hooks/use-attempt';
import { SprintBulkEditBar } from './sprint-bulk-edit-bar';
import { TaskListFilters } from './task-list-filters';
import { TaskTable } from './task-table';

type TaskListPanelProps = {
  sprintTasks: ReturnType<typeof useSprintTasks>;
  onEdit: (task: Task) => void;
  onMove: (task: Task, status: TaskStatusValue) => void;
  onEta: (task: Task) => void;
};

/** The sprint's tasks as a list: tabs and search, a page of rows (managers select for a bulk edit), or why none. */
export function TaskListPanel({ sprintTasks, onEdit, onMove, onEta }: TaskListPanelProps) {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const attempt = useAttempt();
  const { sprintId, tabs, params, sprint, tasks, canManage, team } = sprintTasks;
  const [selected, setSelected] = useState<string[]>([]);
  const remove = useDeleteTask();
  const take = useAssignTaskToSelf();
  const page = tasks.data;
  const error = sprint.error ?? tasks.error;
  return (
    <>
      <TaskListFilters tabs={tabs} params={params} />
      {canManage && selected.length > 0 && (
        <SprintBulkEditBar
          sprintId={sprintId}
          projectId={sprint.data?.projectId ?? ''}
          team={team}
          selected={selected}
          onClear={() => setSelected([])}
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
          onEdit={onEdit}
          onDelete={(task) => attempt(() => remove.mutateAsync(task), t('projects.deleted', { name: task.title }))}
          onMove={onMove}
          onEta={onEta}
          onTake={(task) => void attempt(() => take.mutateAsync(task), t('tasks.toast.yours', { title: task.title }))}
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
  );
}

function emptyText(t: Translate<typeof projectsMessages>, tab: TaskTab): string {
  if (tab === 'mine') return t('tasks.empty.mine');
  if (tab === 'open') return t('tasks.empty.open');
  return t('tasks.empty.all');
}
