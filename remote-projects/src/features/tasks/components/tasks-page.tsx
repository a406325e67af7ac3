import type { Task } from '@timely/contract';
import { PageHeader, useMessages } from '@timely/shared-ui';
import { Card } from 'antd';
import { useState } from 'react';
import { ProjectNav } from '../../../common/components/project-nav';
import { projectsMessages } from '../../../messages/messages';
import { useSprintTasks } from '../hooks/use-sprint-tasks';
import { useTaskStatusFlow } from '../hooks/use-task-status-flow';
import { SprintBoardView } from './sprint-board-view';
import { SprintImportDialog } from './sprint-import-dialog';
import { SprintSummaryFold } from './sprint-summary-fold';
import { StuckTip } from './stuck-tip';
import { TaskFormDialog } from './task-form-dialog';
import { TaskListPanel } from './task-list-panel';
import { TaskStatusDialogs } from './task-status-dialogs';
import { TaskViewSwitch } from './task-view-switch';
import { TasksPageActions } from './tasks-page-actions';

type TasksPageProps = { view?: 'board' | 'list' };

/** /data-list/sprint-board/:sprintId: the same screen, as the board. */
export function SprintBoardPage() {
  return <TasksPage view="board" />;
}

/** /data-list/view-all-tasks/:sprintId: a sprint's tasks by tab, with the status flow, karma, ETA and import; or its board. */
export function TasksPage({ view = 'list' }: TasksPageProps) {
  const t = useMessages(projectsMessages);
  const sprintTasks = useSprintTasks(view);
  const { sprintId, params, sprint, project, canManage, team } = sprintTasks;
  const flow = useTaskStatusFlow();
  const [drawer, setDrawer] = useState<{ open: boolean; task: Task | null }>({ open: false, task: null });
  const [eta, setEta] = useState<Task | null>(null);
  const [importing, setImporting] = useState(false);
  const [starting, setStarting] = useState(false);
  return (
    <>
      <PageHeader
        title={sprint.data ? t('tasks.titleOf', { name: sprint.data.name }) : t('tasks.title')}
        subtitle={project.data ? project.data.name : undefined}
        actions={
          <TasksPageActions
            sprintId={sprintId}
            sprint={sprint.data}
            tab={params.tab}
            search={params.search}
            canManage={canManage}
            onImport={() => setImporting(true)}
            onNew={() => setDrawer({ open: true, task: null })}
          />
        }
      />
      {view === 'board' && sprint.data && <ProjectNav projectId={sprint.data.projectId} current="board" />}
      <Card>
        <SprintSummaryFold sprint={sprint.data} view={view} onStart={() => setStarting(true)} />
        <TaskViewSwitch sprintId={sprintId} view={view} />
        {flow.tip && <StuckTip tip={flow.tip} onClose={flow.closeTip} />}
        {view === 'board' ? (
          sprint.data && (
            <SprintBoardView
              sprintId={sprintId}
              sprint={sprint.data}
              onMove={flow.changeStatus}
              onComplete={flow.setCompleting}
            />
          )
        ) : (
          <TaskListPanel
            sprintTasks={sprintTasks}
            onEdit={(task) => setDrawer({ open: true, task })}
            onMove={flow.onMove}
            onEta={setEta}
          />
        )}
      </Card>
      <TaskFormDialog
        sprintId={sprintId}
        drawer={drawer}
        canManage={canManage}
        team={team}
        onClose={() => setDrawer({ open: false, task: null })}
      />
      <TaskStatusDialogs
        sprintId={sprintId}
        starting={starting ? (sprint.data ?? null) : null}
        onStopStarting={() => setStarting(false)}
        completing={flow.completing}
        onStopCompleting={flow.stopCompleting}
        onComplete={flow.complete}
        eta={eta}
        onStopEta={() => setEta(null)}
      />
      <SprintImportDialog sprintId={sprintId} open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
