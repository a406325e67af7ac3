import {
  TASK_STATUS_LABELS,
  type Task,
  type TaskDetail,
  type TaskStatusValue,
  type UpdateTaskBody,
} from '@timely/contract';
import { sessionUserAtom, toApiError, useApiClient, QueryErrorState } from '@timely/shared-auth';
import { LoadingState, PageHeader, portalHref, useEagerQuery } from '@timely/shared-ui';
import { App, Card, Col, Flex, Row, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { projectKeys } from '../../../common/api/project-query-keys';
import { getPeerChoices } from '../../../common/api/projects-api';
import { moveTask } from '../../../common/api/backlog-api';
import { useCompanyOptions } from '../../../common/hooks/use-company-options';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';
import { useSprints } from '../../../common/hooks/use-sprints';
import { changeTaskStatus, setTaskEta, updateTask } from '../../../common/api/tasks-api';
import { CompleteTaskModal } from '../../../common/components/complete-task-modal';
import { EtaModal } from '../../../common/components/eta-modal';
import { addTaskComment, deleteTaskComment, editTaskComment } from '../api/task-detail-api';
import { useTaskDetail } from '../hooks/use-task-detail';
import { renderPlainText } from '../utils/plain-text';
import { InlineText } from './inline-text';
import { TaskComments } from './task-comments';
import { TaskFields } from './task-fields';
import { TaskHistory } from './task-history';

/**
 * /data-list/view-task/:taskId: one task, linkable from notifications, the feed and search; every field
 * changed where it stands by who may change it, its comments and its history.
 */
export function TaskDetailPage() {
  const { taskId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  const client = useApiClient();
  const { message } = App.useApp();
  const { detail, comments, history } = useTaskDetail(taskId);
  const [completing, setCompleting] = useState<Task | null>(null);
  const [settingEta, setSettingEta] = useState<Task | null>(null);
  const task = detail.data?.task;
  const options = useCompanyOptions(task?.canEdit ?? false);
  const { sprints } = useSprints(task?.projectId ?? '', task?.canMove ?? false);
  const peers = useEagerQuery({
    queryKey: projectKeys.peers,
    queryFn: () => getPeerChoices(client),
    enabled: completing !== null,
  });
  const save = useProjectMutation((api, body: UpdateTaskBody) => updateTask(api, taskId, body));
  const move = useProjectMutation((api, body: Parameters<typeof changeTaskStatus>[2]) =>
    changeTaskStatus(api, taskId, body),
  );
  const place = useProjectMutation((api, sprintId: string | null) => moveTask(api, taskId, { sprintId }));
  const eta = useProjectMutation((api, body: Parameters<typeof setTaskEta>[2]) => setTaskEta(api, taskId, body));
  const comment = useProjectMutation((api, body: { body: string; mentionIds: string[] }) =>
    addTaskComment(api, taskId, body),
  );
  const editComment = useProjectMutation(
    (api, { id, body }: { id: string; body: { body: string; mentionIds: string[] } }) => editTaskComment(api, id, body),
  );
  const removeComment = useProjectMutation((api, id: string) => deleteTaskComment(api, id));

  if (detail.error && !detail.data)
    return <QueryErrorState query={detail} exit={{ label: 'Back to projects', to: portalHref('projects') }} />;
  if (!detail.data || !task) return <LoadingState label="Loading the task" />;
  const { project, sprint, team, canComment } = detail.data;
  const patch = async (body: UpdateTaskBody) => {
    const saved = await save.mutateAsync(body);
    void message.success(`${saved.title} saved`);
  };
  const onStatus = async (status: TaskStatusValue) => {
    if (status === 'completed') return setCompleting(task);
    try {
      await move.mutateAsync({ status });
      void message.success(`${task.title} is ${TASK_STATUS_LABELS[status].toLowerCase()}`);
    } catch (caught) {
      void message.error(toApiError(caught).message);
    }
  };
  const openSprints = (sprints.data?.items ?? []).filter((each) => each.status !== 'completed');

  return (
    <>
      <PageHeader
        title={
          <InlineText
            label="Title"
            value={task.title}
            editable={task.canEdit}
            maxLength={120}
            onSave={(title) => patch({ title: title.trim() })}
          >
            {task.title}
          </InlineText>
        }
        subtitle={<Place project={project} sprint={sprint} />}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card title="Description">
              <InlineText
                label="Description"
                value={task.description}
                editable={task.canEdit}
                multiline
                maxLength={2000}
                onSave={(description) => patch({ description })}
              >
                {task.description ? (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                    {renderPlainText(task.description, [])}
                  </Typography.Paragraph>
                ) : (
                  <Typography.Text type="secondary">No description.</Typography.Text>
                )}
              </InlineText>
            </Card>
            <Card title={`Comments${comments.data ? ` · ${comments.data.total}` : ''}`}>
              {comments.error && !comments.data ? (
                <QueryErrorState query={comments} />
              ) : (
                <TaskComments
                  comments={comments.data?.items ?? []}
                  team={team.filter((person) => person._id !== user?._id)}
                  canComment={canComment}
                  onAdd={async (body, mentionIds) => {
                    await comment.mutateAsync({ body, mentionIds });
                    void message.success(
                      mentionIds.length
                        ? `Comment added; ${mentionIds.length} mentioned ${mentionIds.length === 1 ? 'peer is' : 'peers are'} notified`
                        : 'Comment added',
                    );
                  }}
                  onEdit={async (id, body, mentionIds) => {
                    await editComment.mutateAsync({ id, body: { body, mentionIds } });
                    void message.success('Comment saved');
                  }}
                  onDelete={async (id) => {
                    await removeComment.mutateAsync(id);
                    void message.success('Comment deleted');
                  }}
                />
              )}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <Card title="Details">
              <TaskFields
                task={task}
                team={team}
                sprints={openSprints}
                jobRoles={options.data?.jobRoles ?? []}
                onPatch={patch}
                onMove={async (sprintId) => {
                  await place.mutateAsync(sprintId);
                  void message.success(
                    `${task.title} moved to ${sprintId ? (openSprints.find((each) => each._id === sprintId)?.name ?? 'the sprint') : 'the backlog'}`,
                  );
                }}
                onStatus={(status) => void onStatus(status)}
                onEta={() => setSettingEta(task)}
              />
            </Card>
            <Card title="History">
              {history.error && !history.data ? (
                <QueryErrorState query={history} />
              ) : (
                <TaskHistory entries={history.data?.items ?? []} />
              )}
            </Card>
          </Flex>
        </Col>
      </Row>
      <EtaModal
        task={settingEta}
        onClose={() => setSettingEta(null)}
        onSave={async (_, body) => {
          const saved = await eta.mutateAsync(body);
          void message.success(`ETA of ${saved.title} saved`);
        }}
      />
      <CompleteTaskModal
        task={completing}
        userId={user?._id ?? null}
        peers={(peers.data ?? []).filter((peer) => peer._id !== user?._id)}
        peersLoading={peers.isLoading}
        onClose={() => setCompleting(null)}
        onComplete={async (_, body) => {
          const answer = await move.mutateAsync(body);
          void message.success(`${answer.task.title} completed: ${answer.task.karma?.points ?? 0} karma points`);
        }}
      />
    </>
  );
}

function Place({ project, sprint }: Pick<TaskDetail, 'project' | 'sprint'>) {
  return (
    <Flex gap={6} wrap>
      <Link to={portalHref('projectOverview', { projectId: project._id })}>{project.name}</Link>
      <span aria-hidden>·</span>
      {sprint ? (
        <Link to={portalHref('sprintBoard', { sprintId: sprint._id })}>{sprint.name}</Link>
      ) : (
        <Link to={portalHref('backlog', { projectId: project._id })}>Backlog</Link>
      )}
    </Flex>
  );
}
