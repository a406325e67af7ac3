import type { Sprint } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { EmptyState, ErrorState, PageHeader, portalHref, useMessages } from '@timely/shared-ui';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useStartSprint } from '../../../common/api/start-sprint';
import { useSprints } from '../../../common/api/get-sprints';
import { formatHours, formatScore } from '../../../common/utils/format';
import { useCloseSprint } from '../api/close-sprint';
import { useDeleteSprint } from '../api/delete-sprint';
import { useSaveSprint } from '../../../common/api/save-sprint';
import { CloseSprintModal } from './close-sprint-modal';
import { ProjectNav } from '../../../common/components/project-nav';
import { SprintFormDrawer } from '../../../common/components/sprint-form-drawer';
import { SprintTable } from './sprint-table';
import { StartSprintModal } from '../../../common/components/start-sprint-modal';
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
  const save = useSaveSprint(projectId);
  const remove = useDeleteSprint();
  const close = useCloseSprint();
  const start = useStartSprint();

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
      <SprintFormDrawer
        open={drawer.open}
        sprint={drawer.sprint}
        nextNumber={nextNumber}
        onClose={() => setDrawer({ open: false, sprint: null })}
        onSave={async (body) => {
          const saved = await save.mutateAsync({ id: drawer.sprint?._id ?? null, body });
          void message.success(t('projects.saved', { name: saved.name }));
        }}
      />
      <CloseSprintModal
        sprint={closing}
        onClose={() => setClosing(null)}
        onConfirm={async (sprint, unfinishedTo) => {
          const result = await close.mutateAsync({ sprint, unfinishedTo });
          const closed = t('sprints.closed', {
            name: result.sprint.name,
            score: formatScore(result.sprint.snapshot.score),
          });
          const moved = !result.movedTasks
            ? ''
            : result.movedTo === 'next'
              ? t('sprints.movedToNext', { count: result.movedTasks })
              : t('sprints.movedToBacklog', { count: result.movedTasks });
          void message.success(`${closed}${moved}`);
        }}
      />
      <StartSprintModal
        sprint={starting}
        onClose={() => setStarting(null)}
        onConfirm={async (sprint, body) => {
          const started = await start.mutateAsync({ id: sprint._id, body });
          void message.success(
            t('sprints.started', { name: started.name, hours: formatHours(t, started.snapshot.committedHours) }),
          );
        }}
      />
    </>
  );
}
