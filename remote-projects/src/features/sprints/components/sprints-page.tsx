import type { Sprint } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { EmptyState, ErrorState, PageHeader, portalHref, useMessages } from '@timely/shared-ui';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSprints } from '../../../common/api/get-sprints';
import { formatScore } from '../../../common/utils/format';
import { useDeleteSprint } from '../api/delete-sprint';
import { ProjectNav } from '../../../common/components/project-nav';
import { SprintTable } from './sprint-table';
import { SprintsDialogs } from './sprints-dialogs';
import { projectsMessages } from '../../../messages/messages';

/** /data-list/view-all-sprints/:projectId: a project's sprints, their completion and frozen scores. */
export function SprintsPage() {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { projectId = '' } = useParams();
  const { message } = App.useApp();
  const { project, sprints } = useSprints(projectId);
  const [drawer, setDrawer] = useState<{ open: boolean; sprint: Sprint | null }>({ open: false, sprint: null });
  const [closing, setClosing] = useState<Sprint | null>(null);
  const [starting, setStarting] = useState<Sprint | null>(null);
  const remove = useDeleteSprint();

  const items = sprints.data?.items ?? [];
  const canManage = project.data?.canManage ?? false;
  const nextNumber = items.reduce((top, sprint) => Math.max(top, sprint.number), 0) + 1;
  const error = project.error ?? sprints.error;

  return (
    <>
      <PageHeader
        title={project.data ? t('sprints.titleOf', { name: project.data.name }) : t('projects.sprints')}
        subtitle={project.data ? t('sprints.projectScore', { score: formatScore(project.data.score) }) : undefined}
        actions={
          canManage && (
            <Button type="primary" onClick={() => setDrawer({ open: true, sprint: null })}>
              {t('sprints.new')}
            </Button>
          )
        }
      />
      <ProjectNav projectId={projectId} current="sprints" />
      <Card>
        {error ? (
          <ErrorState
            message={errorText(error)}
            onRetry={() => void Promise.all([project.refetch(), sprints.refetch()])}
            error={error}
            exit={{ label: t('common.backToProjects'), to: portalHref('projects') }}
          />
        ) : sprints.data && items.length === 0 ? (
          <EmptyState description={t('sprints.noneYet')} />
        ) : (
          <SprintTable
            rows={items}
            loading={sprints.isLoading}
            onEdit={(sprint) => setDrawer({ open: true, sprint })}
            onClose={setClosing}
            onStart={setStarting}
            onDelete={async (sprint) => {
              try {
                await remove.mutateAsync(sprint);
                void message.success(t('projects.deleted', { name: sprint.name }));
              } catch (caught) {
                void message.error(errorText(caught));
              }
            }}
          />
        )}
      </Card>
      <SprintsDialogs
        projectId={projectId}
        nextNumber={nextNumber}
        drawer={drawer}
        onCloseDrawer={() => setDrawer({ open: false, sprint: null })}
        closing={closing}
        onCloseClosing={() => setClosing(null)}
        starting={starting}
        onCloseStarting={() => setStarting(null)}
      />
    </>
  );
}
