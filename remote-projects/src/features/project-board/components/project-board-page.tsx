import { QueryErrorState } from '@timely/shared-auth';
import { EmptyState, LoadingState, PageHeader, portalHref, useMessages } from '@timely/shared-ui';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useSprints } from '../../../common/api/get-sprints';
import { ProjectNav } from '../../../common/components/project-nav';
import { projectsMessages } from '../../../messages/messages';

/**
 * /data-list/project-board/:projectId, the project menu's "Board": the board of the sprint running now (the
 * most recent one if several run); with none, a way to the backlog to plan and start one.
 */
export function ProjectBoardPage() {
  const t = useMessages(projectsMessages);
  const { projectId = '' } = useParams();
  const { project, sprints } = useSprints(projectId);
  if (sprints.error && !sprints.data)
    return <QueryErrorState query={sprints} exit={{ label: t('common.backToProjects'), to: portalHref('projects') }} />;
  if (!sprints.data) return <LoadingState label={t('projectBoard.loading')} />;
  const running = sprints.data.items
    .filter((sprint) => sprint.status === 'current')
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.number - a.number)[0];
  if (running) return <Navigate to={portalHref('sprintBoard', { sprintId: running._id })} replace />;
  return (
    <>
      <PageHeader title={project.data ? project.data.name : t('projectNav.board')} />
      <ProjectNav projectId={projectId} current="board" />
      <EmptyState
        description={t('projectBoard.noSprint')}
        action={<Link to={portalHref('backlog', { projectId })}>{t('projectBoard.toBacklog')}</Link>}
      />
    </>
  );
}
