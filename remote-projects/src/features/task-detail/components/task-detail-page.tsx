import { TASK_STATUS_LABELS, type CreateTaskBody, type Task, type TaskDetail, type TaskStatusValue } from '@timely/mock-server/contract';
import { sessionUserAtom, toApiError, useApiClient, QueryErrorState } from '@timely/shared-auth';
import { LoadingState, PageHeader, portalHref, useEagerQuery } from '@timely/shared-ui';
import { App, Button, Card, Col, Descriptions, Dropdown, Flex, Row, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { projectKeys } from '../../../common/api/project-keys';
import { getPeerChoices } from '../../../common/api/projects-api';
import { useCompanyOptions } from '../../../common/hooks/use-company-options';
import { useProjectMutation } from '../../../common/hooks/use-project-mutation';
import { formatDay, formatHours } from '../../../common/utils/format';
import { changeTaskStatus, updateTask } from '../../../common/api/tasks-api';
import { CompleteTaskModal } from '../../../common/components/complete-task-modal';
import { TaskFormDrawer } from '../../../common/components/task-form-drawer';
import { etaFlag, STATUS_COLOURS } from '../../../common/utils/task-look';
import { addTaskComment } from '../api/task-detail-api';
import { useTaskDetail } from '../hooks/use-task-detail';
import { renderPlainText } from '../utils/plain-text';
import { TaskComments } from './task-comments';
import { TaskHistory } from './task-history';

/** /data-list/view-task/:taskId: one task, linkable from notifications, the feed and search; its fields, comments and history. */
export function TaskDetailPage() {
  const { taskId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  const client = useApiClient();
  const { message } = App.useApp();
  const { detail, comments, history } = useTaskDetail(taskId);
  const [editing, setEditing] = useState(false);
  const [completing, setCompleting] = useState<Task | null>(null);
  const options = useCompanyOptions(editing);
  const peers = useEagerQuery({ queryKey: projectKeys.peers, queryFn: () => getPeerChoices(client), enabled: completing !== null });
  const save = useProjectMutation((api, body: CreateTaskBody) => updateTask(api, taskId, body));
  const move = useProjectMutation((api, body: Parameters<typeof changeTaskStatus>[2]) => changeTaskStatus(api, taskId, body));
  const comment = useProjectMutation((api, body: { body: string; mentionIds: string[] }) => addTaskComment(api, taskId, body));

  if (detail.error && !detail.data) return <QueryErrorState query={detail} exit={{ label: 'Back to projects', to: portalHref('projects') }} />;
  if (!detail.data) return <LoadingState label="Loading the task" />;
  const { task, project, sprint, team, canComment } = detail.data;
  const onStatus = async (status: TaskStatusValue) => {
    if (status === 'completed') return setCompleting(task);
    try {
      await move.mutateAsync({ status });
      void message.success(`${task.title} is ${TASK_STATUS_LABELS[status].toLowerCase()}`);
    } catch (caught) {
      void message.error(toApiError(caught).message);
    }
  };

  return (
    <>
      <PageHeader
        title={task.title}
        subtitle={<Place project={project} sprint={sprint} />}
        actions={
          <Flex gap={8} wrap>
            {task.nextStatuses.length > 0 && (
              <Dropdown trigger={['click']} menu={{ items: task.nextStatuses.map((status) => ({ key: status, label: status === 'completed' ? 'Complete…' : `Move to ${TASK_STATUS_LABELS[status]}` })), onClick: ({ key }) => void onStatus(key as TaskStatusValue) }}>
                <Button>Change status</Button>
              </Dropdown>
            )}
            {task.canEdit && (
              <Button type="primary" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
          </Flex>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <Card title="Description">
              {task.description ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{renderPlainText(task.description, [])}</Typography.Paragraph> : <Typography.Text type="secondary">No description.</Typography.Text>}
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
                    void message.success(mentionIds.length ? `Comment added; ${mentionIds.length} mentioned ${mentionIds.length === 1 ? 'peer is' : 'peers are'} notified` : 'Comment added');
                  }}
                />
              )}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <Card title="Details">
              <Fields task={task} />
            </Card>
            <Card title="History">{history.error && !history.data ? <QueryErrorState query={history} /> : <TaskHistory entries={history.data?.items ?? []} />}</Card>
          </Flex>
        </Col>
      </Row>
      <TaskFormDrawer
        open={editing}
        task={task}
        jobRoles={options.data?.jobRoles ?? []}
        team={team}
        onClose={() => setEditing(false)}
        onSave={async (body) => {
          const saved = await save.mutateAsync(body);
          void message.success(`${saved.title} saved`);
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
      {sprint ? <Link to={portalHref('sprintBoard', { sprintId: sprint._id })}>{sprint.name}</Link> : <Link to={portalHref('backlog', { projectId: project._id })}>Backlog</Link>}
    </Flex>
  );
}

function Fields({ task }: { task: Task }) {
  const flag = etaFlag(task);
  return (
    <Descriptions size="small" column={1}>
      <Descriptions.Item label="Status">
        <Tag color={STATUS_COLOURS[task.status]}>{TASK_STATUS_LABELS[task.status]}</Tag>
        {task.scopeAdded && <Tag>Scope added</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label="Assignee">{task.assignee?.name ?? <Typography.Text type="secondary">Not assigned</Typography.Text>}</Descriptions.Item>
      <Descriptions.Item label="Estimate">{formatHours(task.estimateHours)}</Descriptions.Item>
      {task.actualHours !== null && <Descriptions.Item label="Actual hours">{formatHours(task.actualHours)}</Descriptions.Item>}
      <Descriptions.Item label="Function">{task.jobRole?.name ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Activity">{task.activityType?.name ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="ETA">
        {task.predictedDate ? (
          <Typography.Text type={flag ? 'warning' : undefined}>
            {formatDay(task.predictedDate)}
            {flag ? ` (${flag})` : ''}
          </Typography.Text>
        ) : (
          '—'
        )}
      </Descriptions.Item>
      {task.karma && <Descriptions.Item label="Karma">{`${task.karma.points} points, earned by ${task.karma.earnedBy.name}${task.karma.recognisedPoints > 0 && task.karma.recipient._id !== task.karma.earnedBy._id ? `; ${task.karma.recognisedPoints} given to ${task.karma.recipient.name}` : ''}`}</Descriptions.Item>}
      {task.link && (
        <Descriptions.Item label="Link">
          <Typography.Link href={task.link} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {task.link}
          </Typography.Link>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
