import { exportPaths, type SavedView } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { ExportButton } from '@timely/shared-auth/downloads';
import { EmptyState, LoadingState, PageHeader, useMessages } from '@timely/shared-ui';
import { Button, Flex } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useCompanyLabels } from '../../../common/api/get-company-options';
import { useEpics } from '../../../common/api/get-epics';
import { useSprints } from '../../../common/api/get-sprints';
import { ProjectNav } from '../../../common/components/project-nav';
import { useProjectTasks } from '../api/get-project-tasks';
import { useSavedViews } from '../api/get-saved-views';
import { useTaskListUrl } from '../hooks/use-task-list-url';
import { projectTasksMessages } from '../messages/messages';
import { isFiltered, LIST_FILTERS, queryOfFilters } from '../utils/view-query';
import { ProjectTaskTable } from './project-task-table';
import { SortControl } from './sort-control';
import { TaskFilterBar, type FilterChoices } from './task-filter-bar';
import { ViewsControl } from './views-control';

/**
 * /data-list/project-tasks/:projectId: every task of the project, in every sprint and the backlog, as a
 * table the filter bar narrows; the filters, sort and page are the URL, and a saved view fills them in.
 */
export function ProjectTasksPage() {
  const t = useMessages(projectTasksMessages);
  const projectId = useParams().projectId ?? '';
  const { query, viewId, setQuery, setFilters } = useTaskListUrl();
  const tasks = useProjectTasks(projectId, query);
  const views = useSavedViews(projectId);
  const { project, sprints } = useSprints(projectId);
  const epics = useEpics(projectId);
  const labels = useCompanyLabels();
  const chosen = views.data?.items.find((view) => view._id === viewId) ?? null;
  const choices = useMemo<FilterChoices>(
    () => ({
      assignee: [...(project.data?.managers ?? []), ...(project.data?.members ?? [])].map((person) => ({
        value: person._id,
        label: person.name,
      })),
      label: labels.map((label) => ({ value: label._id, label: label.name })),
      epic: (epics.data?.items ?? []).map((epic) => ({ value: epic._id, label: epic.name })),
      sprint: (sprints.data?.items ?? []).map((sprint) => ({ value: sprint._id, label: sprint.name })),
    }),
    [project.data, labels, epics.data, sprints.data],
  );
  const choose = (view: SavedView | null) => setQuery(view ? queryOfFilters(view.filters) : query, view?._id ?? null);
  const clear = () =>
    setFilters({ search: undefined, ...Object.fromEntries(LIST_FILTERS.map((filter) => [filter, undefined])) });

  return (
    <>
      <PageHeader
        title={t('projectTasks.title')}
        subtitle={project.data ? t('projectTasks.subtitle', { project: project.data.name }) : undefined}
        actions={
          // the view's filters and sort, every page (not the page shown)
          <ExportButton
            path={exportPaths.projectTasks(projectId)}
            params={{ ...query, page: undefined, perPage: undefined }}
          />
        }
      />
      <ProjectNav projectId={projectId} current="tasks" />
      <Flex gap={8} wrap justify="space-between" align="flex-start">
        <ViewsControl
          projectId={projectId}
          views={views.data?.items ?? []}
          chosen={chosen}
          query={query}
          onChoose={choose}
        />
        <SortControl query={query} onChange={(change) => setQuery({ ...query, ...change })} />
      </Flex>
      <TaskFilterBar query={query} choices={choices} onChange={setFilters} />
      {tasks.error && !tasks.data ? (
        <QueryErrorState query={tasks} />
      ) : !tasks.data ? (
        <LoadingState label={t('projectTasks.loading')} />
      ) : tasks.data.total === 0 ? (
        <EmptyState
          description={isFiltered(query) ? t('projectTasks.empty.filtered') : t('projectTasks.empty.none')}
          action={isFiltered(query) ? <Button onClick={clear}>{t('projectTasks.clearFilters')}</Button> : undefined}
        />
      ) : (
        <ProjectTaskTable
          page={tasks.data}
          query={query}
          loading={tasks.isFetching}
          onChange={(change) => setQuery({ ...query, ...change })}
        />
      )}
    </>
  );
}
