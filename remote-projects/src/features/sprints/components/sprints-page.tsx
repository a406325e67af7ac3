import type { Sprint } from '@timely/contract';
import { toApiError } from '@timely/shared-auth';
import { EmptyState, ErrorState, PageHeader, portalHref } from '@timely/shared-ui';
import { App, Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useStartSprint } from '../../../common/api/start-sprint';
import { useSprints } from '../../../common/api/get-sprints';
import { formatHours, formatScore } from '../../../common/utils/format';
import { useCloseSprint } from '../api/close-sprint';
import { useDeleteSprint } from '../api/delete-sprint';
import { useSaveSprint } from '../api/save-sprint';
import { CloseSprintModal } from './close-sprint-modal';
import { SprintFormDrawer } from './sprint-form-drawer';
import { SprintTable } from './sprint-table';
import { StartSprintModal } from '../../../common/components/start-sprint-modal';

/** /data-list/view-all-sprints/:projectId: a project's sprints, their completion and frozen scores. */
export function SprintsPage() {
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
        title={project.data ? `Sprints · ${project.data.name}` : 'Sprints'}
        subtitle={project.data ? `Project score ${formatScore(project.data.score)}` : undefined}
        actions={
          <Flex gap={8} wrap>
            <Link to={portalHref('projectOverview', { projectId })}>Overview</Link>
            {canManage && (
              <Button type="primary" onClick={() => setDrawer({ open: true, sprint: null })}>
                New sprint
              </Button>
            )}
          </Flex>
        }
      />
      <Card>
        {error ? (
          <ErrorState
            message={toApiError(error).message}
            onRetry={() => void Promise.all([project.refetch(), sprints.refetch()])}
            error={error}
            exit={{ label: 'Back to projects', to: portalHref('projects') }}
          />
        ) : sprints.data && items.length === 0 ? (
          <EmptyState description="No sprints yet." />
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
                void message.success(`${sprint.name} deleted`);
              } catch (caught) {
                void message.error(toApiError(caught).message);
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
          void message.success(`${saved.name} saved`);
        }}
      />
      <CloseSprintModal
        sprint={closing}
        onClose={() => setClosing(null)}
        onConfirm={async (sprint, unfinishedTo) => {
          const result = await close.mutateAsync({ sprint, unfinishedTo });
          const moved = result.movedTasks
            ? `; ${result.movedTasks} unfinished task${result.movedTasks === 1 ? '' : 's'} moved to ${result.movedTo === 'next' ? 'the next sprint' : 'the backlog'}`
            : '';
          void message.success(
            `${result.sprint.name} closed with a score of ${formatScore(result.sprint.snapshot.score)}${moved}`,
          );
        }}
      />
      <StartSprintModal
        sprint={starting}
        onClose={() => setStarting(null)}
        onConfirm={async (sprint, body) => {
          const started = await start.mutateAsync({ id: sprint._id, body });
          void message.success(`${started.name} started: ${formatHours(started.snapshot.committedHours)} committed`);
        }}
      />
    </>
  );
}
