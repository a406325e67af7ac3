import type { Task } from '@timely/contract';
import { sessionUserAtom, QueryErrorState } from '@timely/shared-auth';
import { LoadingState, PageHeader, portalHref, useMessages, useScreen } from '@timely/shared-ui';
import { Col, Flex, Row } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { projectsMessages } from '../../../messages/messages';
import { useTaskPageData } from '../hooks/use-task-page-data';
import { TaskCommentsCard } from './task-comments-card';
import { TaskDescriptionCard } from './task-description-card';
import { TaskDetailDialogs } from './task-detail-dialogs';
import { TaskDetailsCard } from './task-details-card';
import { TaskHistoryCard } from './task-history-card';
import { TaskPlace } from './task-place';
import { TaskStructureCards } from './task-structure-cards';
import { TaskWatchButton } from './task-watch-button';
import { TaskTitleField } from './task-title-field';
import { TaskWatchersCard } from './task-watchers-card';

/**
 * /data-list/view-task/:taskId: one task, linkable from notifications, the feed and search; every field
 * changed where it stands by who may change it, its comments and its history.
 */
export function TaskDetailPage() {
  const t = useMessages(projectsMessages);
  const { taskId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  const { detail, comments, history, watchers, options, sprints, structure, epics } = useTaskPageData(taskId);
  // below lg the columns stack: the details (status, assignee) come before the description and comments
  const wide = useScreen('lg');
  const [completing, setCompleting] = useState<Task | null>(null);
  const [settingEta, setSettingEta] = useState<Task | null>(null);
  const task = detail.data?.task;

  if (detail.error && !detail.data)
    return <QueryErrorState query={detail} exit={{ label: t('common.backToProjects'), to: portalHref('projects') }} />;
  if (!detail.data || !task) return <LoadingState label={t('detail.loading')} />;
  const { project, sprint, team, canComment } = detail.data;
  const watching = watchers.data?.watching ?? task.watching;
  const watcherCount = watchers.data?.watcherCount ?? task.watcherCount;
  const detailsCard = (
    <TaskDetailsCard
      taskId={taskId}
      task={task}
      team={team}
      structure={structure}
      epics={epics}
      openSprints={(sprints.data?.items ?? []).filter((each) => each.status !== 'completed')}
      jobRoles={options.data?.jobRoles ?? []}
      onComplete={() => setCompleting(task)}
      onEta={() => setSettingEta(task)}
    />
  );

  return (
    <>
      <PageHeader
        title={<TaskTitleField taskId={taskId} task={task} />}
        subtitle={<TaskPlace project={project} sprint={sprint} />}
        actions={<TaskWatchButton taskId={taskId} title={task.title} watching={watching} watcherCount={watcherCount} />}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            {!wide && detailsCard}
            <TaskDescriptionCard taskId={taskId} task={task} />
            <TaskStructureCards taskId={taskId} projectId={task.projectId} structure={structure} />
            <TaskCommentsCard
              taskId={taskId}
              comments={comments}
              team={team.filter((person) => person._id !== user?._id)}
              canComment={canComment}
            />
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            {wide && detailsCard}
            <TaskWatchersCard watchers={watchers} watcherCount={watcherCount} />
            <TaskHistoryCard history={history} />
          </Flex>
        </Col>
      </Row>
      <TaskDetailDialogs
        taskId={taskId}
        settingEta={settingEta}
        onStopEta={() => setSettingEta(null)}
        completing={completing}
        onStopCompleting={() => setCompleting(null)}
      />
    </>
  );
}
