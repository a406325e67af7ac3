import type { TaskDetail } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import { projectsMessages } from '../../../messages/messages';

/** Where the task is: its project, then its sprint or the backlog. */
export function TaskPlace({ project, sprint }: Pick<TaskDetail, 'project' | 'sprint'>) {
  const t = useMessages(projectsMessages);
  return (
    <Flex gap={6} wrap>
      <Link to={portalHref('projectOverview', { projectId: project._id })}>{project.name}</Link>
      <span aria-hidden>·</span>
      {sprint ? (
        <Link to={portalHref('sprintBoard', { sprintId: sprint._id })}>{sprint.name}</Link>
      ) : (
        <Link to={portalHref('backlog', { projectId: project._id })}>{t('tasks.backlog')}</Link>
      )}
    </Flex>
  );
}
