import type { Sprint } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { LoadingState, portalHref, useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';
import { Flex } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useCompanyLabels } from '../../../common/api/get-company-options';
import { SHOWN_PAGE } from '../../../common/components/show-more';
import { useEpics } from '../../../common/api/get-epics';
import { useSprints } from '../../../common/api/get-sprints';
import { useProject } from '../../../common/api/get-project';
import { ProjectNav } from '../../../common/components/project-nav';
import { useBacklog } from '../api/get-backlog';
import { useBacklogFilters } from '../hooks/use-backlog-filters';
import { useTaskSelection } from '../hooks/use-task-selection';
import { BacklogBoard } from './backlog-board';
import { BacklogDialogs } from './backlog-dialogs';
import { BacklogFilterBar } from './backlog-filter-bar';
import { BacklogPageHeader } from './backlog-page-header';

/**
 * /data-list/backlog/:projectId: the project's planning hub (issue #49). The current and planned sprints
 * above the backlog, each with its tasks by rank and what it holds against the team's capacity; tasks
 * reorder and move between the lists by drag, by keyboard (Alt+arrows) or by their ⋯ menu; quick-create at
 * the bottom of every list; filters in the URL.
 */
export function BacklogPage() {
  const t = useMessages(projectsMessages);
  const { projectId = '' } = useParams();
  const filters = useBacklogFilters();
  // the most rows any sprint list shows; each is sent one page ahead, so "Show more" draws at once
  const [planShown, setPlanShown] = useState(SHOWN_PAGE);
  const backlog = useBacklog(projectId, filters.page, filters.values, planShown + SHOWN_PAGE);
  // the sprint list only numbers a new sprint: asked for once the backlog is in, not beside it, where the
  // embedded database answered the two one after the other and the backlog came later (bench:web)
  const project = useProject(projectId);
  const { sprints: sprintList } = useSprints(projectId, backlog.data !== undefined);
  const selection = useTaskSelection();
  const [creating, setCreating] = useState(false);
  const [creatingSprint, setCreatingSprint] = useState(false);
  const [starting, setStarting] = useState<Sprint | null>(null);
  const labels = useCompanyLabels();
  const epics = useEpics(projectId);
  const data = backlog.data;

  if (backlog.error && !data)
    return <QueryErrorState query={backlog} exit={{ label: t('common.backToProjects'), to: portalHref('projects') }} />;
  if (!data) return <LoadingState label={t('backlog.loading')} />;
  const team = project.data ? [...project.data.managers, ...project.data.members] : [];
  const nextNumber = (sprintList.data?.items ?? []).reduce((last, sprint) => Math.max(last, sprint.number), 0) + 1;
  return (
    <>
      <BacklogPageHeader
        projectId={projectId}
        projectName={project.data?.name}
        total={data.total}
        filterValues={filters.values}
        canManage={data.canManage}
        onNewSprint={() => setCreatingSprint(true)}
        onNewTask={() => setCreating(true)}
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
        <BacklogBoard
          projectId={projectId}
          data={data}
          team={team}
          filters={filters}
          selection={selection}
          onStart={setStarting}
          onPlanShown={(shown) => setPlanShown((current) => Math.max(current, shown))}
        />
      </Flex>
      <BacklogDialogs
        projectId={projectId}
        team={team}
        nextNumber={nextNumber}
        creating={creating}
        onCloseCreating={() => setCreating(false)}
        creatingSprint={creatingSprint}
        onCloseCreatingSprint={() => setCreatingSprint(false)}
        starting={starting}
        onCloseStarting={() => setStarting(null)}
      />
    </>
  );
}
