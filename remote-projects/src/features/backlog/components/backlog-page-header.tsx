import { exportPaths } from '@timely/contract';
import { ExportButton } from '@timely/shared-auth/downloads';
import { PageHeader, useMessages } from '@timely/shared-ui';
import { Button, Flex } from 'antd';
import { projectsMessages } from '../../../messages/messages';
import type { BacklogFilterValues } from '../api/get-backlog';

type BacklogPageHeaderProps = {
  projectId: string;
  projectName: string | undefined;
  total: number;
  filterValues: BacklogFilterValues;
  canManage: boolean;
  onNewSprint: () => void;
  onNewTask: () => void;
};

/** The planning page's title and how many tasks, with export and, for managers, new sprint and new task. */
export function BacklogPageHeader(props: BacklogPageHeaderProps) {
  const { projectId, projectName, total, filterValues, canManage } = props;
  const t = useMessages(projectsMessages);
  return (
    <PageHeader
      title={projectName !== undefined ? t('backlog.titleOf', { name: projectName }) : t('tasks.backlog')}
      subtitle={t('backlog.subtitle', { count: total })}
      actions={
        <Flex gap={8} wrap align="center">
          {/* the backlog by rank with the filters shown, every page */}
          <ExportButton path={exportPaths.backlog(projectId)} params={filterValues} />
          {canManage && <Button onClick={props.onNewSprint}>{t('planning.createSprint')}</Button>}
          {canManage && (
            <Button type="primary" onClick={props.onNewTask}>
              {t('taskForm.new')}
            </Button>
          )}
        </Flex>
      }
    />
  );
}
