import { exportPaths, type Sprint, type TaskTab } from '@timely/contract';
import { ExportButton } from '@timely/shared-auth/downloads';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Button, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { projectsMessages } from '../../../messages/messages';

type TasksPageActionsProps = {
  sprintId: string;
  sprint: Sprint | undefined;
  /** The list's tab and search, which the export follows. */
  tab: TaskTab;
  search: string;
  canManage: boolean;
  onImport: () => void;
  onNew: () => void;
};

/** The header's links (report, backlog, sprints), the export, and for managers import and a new task. */
export function TasksPageActions({ sprintId, sprint, tab, search, canManage, onImport, onNew }: TasksPageActionsProps) {
  const t = useMessages(projectsMessages);
  return (
    <Flex gap={8} wrap align="center">
      {sprint?.status === 'completed' && <Link to={portalHref('sprintReport', { sprintId })}>{t('tasks.report')}</Link>}
      {sprint && <Link to={portalHref('backlog', { projectId: sprint.projectId })}>{t('tasks.backlog')}</Link>}
      {sprint && <Link to={portalHref('sprints', { projectId: sprint.projectId })}>{t('projects.sprints')}</Link>}
      {/* the tab's tasks with its search, every page (the list's own query, as the server pages it) */}
      <ExportButton path={exportPaths.sprintTasks(sprintId)} params={{ tab, search }} />
      {canManage && <Button onClick={onImport}>{t('tasks.import')}</Button>}
      {canManage && (
        <Button type="primary" onClick={onNew}>
          {t('taskForm.new')}
        </Button>
      )}
    </Flex>
  );
}
