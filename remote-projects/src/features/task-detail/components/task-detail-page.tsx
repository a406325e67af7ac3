import { type Task, type TaskDetail, type TaskStatusValue, type UpdateTaskBody } from '@timely/contract';
import { sessionUserAtom, QueryErrorState, useErrorText } from '@timely/shared-auth';
import { LoadingState, PageHeader, portalHref, useMessages, useScreen } from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useChangeTaskStatus } from '../../../common/api/change-task-status';
import { useCompanyOptions } from '../../../common/api/get-company-options';
import { usePeerChoices } from '../../../common/api/get-peer-choices';
import { useSprints } from '../../../common/api/get-sprints';
import { useMoveTask } from '../../../common/api/move-task';
import { useSetTaskEta } from '../../../common/api/set-task-eta';
import { useUpdateTask } from '../../../common/api/update-task';
import { CompleteTaskModal } from '../../../common/components/complete-task-modal';
import { EtaModal } from '../../../common/components/eta-modal';
import { completionToast } from '../../../common/utils/completion-toast';
import { useAddTaskComment } from '../api/add-task-comment';
import { useDeleteTaskComment } from '../api/delete-task-comment';
import { useEditTaskComment } from '../api/edit-task-comment';
import { useTaskComments } from '../api/get-task-comments';
import { useTaskDetail } from '../api/get-task-detail';
import { useTaskHistory } from '../api/get-task-history';
import { useEpics } from '../../../common/api/get-epics';
import { useAddSubtask } from '../api/add-subtask';
import { useAddTaskRelation } from '../api/add-task-relation';
import { useRemoveTaskRelation } from '../api/remove-task-relation';
import { useTaskStructure } from '../api/get-task-structure';
import { useProjectTaskSearch } from '../api/search-project-tasks';
import { TaskEpicField } from './task-epic-field';
import { TaskLinks } from './task-links';
import { TaskSubtasks } from './task-subtasks';
import { useTaskWatchers } from '../api/get-task-watchers';
import { useWatchTask } from '../api/watch-task';
import { renderPlainText } from '../utils/plain-text';
import { InlineText } from './inline-text';
import { TaskComments } from './task-comments';
import { TaskFields } from './task-fields';
import { TaskHistory } from './task-history';
import { TaskWatchers } from './task-watchers';

/**
 * /data-list/view-task/:taskId: one task, linkable from notifications, the feed and search; every field
 * changed where it stands by who may change it, its comments and its history.
 */
export function TaskDetailPage() {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { taskId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  const { message } = App.useApp();
  const detail = useTaskDetail(taskId);
  const comments = useTaskComments(taskId);
  const history = useTaskHistory(taskId);
  const watchers = useTaskWatchers(taskId);
  const watch = useWatchTask();
  // below lg the columns stack: the details (status, assignee) come before the description and comments
  const wide = useScreen('lg');
  const [completing, setCompleting] = useState<Task | null>(null);
  const [settingEta, setSettingEta] = useState<Task | null>(null);
  const task = detail.data?.task;
  const options = useCompanyOptions(task?.canEdit ?? false);
  const { sprints } = useSprints(task?.projectId ?? '', task?.canMove ?? false);
  const peers = usePeerChoices(completing !== null);
  const save = useUpdateTask();
  const move = useChangeTaskStatus();
  const place = useMoveTask();
  const eta = useSetTaskEta();
  const comment = useAddTaskComment(taskId);
  const editComment = useEditTaskComment();
  const removeComment = useDeleteTaskComment();
  const structure = useTaskStructure(taskId);
  const epics = useEpics(task?.projectId ?? '');
  const [linkSearch, setLinkSearch] = useState<string | null>(null);
  const found = useProjectTaskSearch(task?.projectId ?? '', linkSearch ?? '', linkSearch !== null && Boolean(task));
  const addSubtask = useAddSubtask(taskId);
  const addLink = useAddTaskRelation(taskId);
  const removeLink = useRemoveTaskRelation(taskId);

  if (detail.error && !detail.data)
    return <QueryErrorState query={detail} exit={{ label: t('common.backToProjects'), to: portalHref('projects') }} />;
  if (!detail.data || !task) return <LoadingState label={t('detail.loading')} />;
  const { project, sprint, team, canComment } = detail.data;
  const patch = async (body: UpdateTaskBody) => {
    const saved = await save.mutateAsync({ id: taskId, body });
    void message.success(t('projects.saved', { name: saved.title }));
  };
  const onStatus = async (status: TaskStatusValue) => {
    if (status === 'completed') return setCompleting(task);
    try {
      await move.mutateAsync({ id: taskId, body: { status } });
      void message.success(
        t('detail.statusChanged', { title: task.title, status: t(`status.taskLower.${status}` as const) }),
      );
    } catch (caught) {
      void message.error(errorText(caught));
    }
  };
  const openSprints = (sprints.data?.items ?? []).filter((each) => each.status !== 'completed');
  const watching = watchers.data?.watching ?? task.watching;
  const watcherCount = watchers.data?.watcherCount ?? task.watcherCount;
  const watchersTitle = `${t('watchers.title')} · ${t('watchers.count', { count: watcherCount })}`;
  const onWatch = async () => {
    try {
      await watch.mutateAsync({ id: taskId, watching: !watching });
      void message.success(t(watching ? 'watchers.unwatched' : 'watchers.watched', { title: task.title }));
    } catch (caught) {
      void message.error(errorText(caught));
    }
  };
  const detailsCard = (
    <Card title={t('detail.details')}>
      {structure.data?.parent && (
        <Flex gap={6} wrap style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t('structure.parent')}</Typography.Text>
          <Link to={portalHref('taskDetail', { taskId: structure.data.parent._id })}>
            {structure.data.parent.title}
          </Link>
        </Flex>
      )}
      <div style={{ marginBottom: 12 }}>
        <TaskEpicField
          task={task}
          epics={epics.data?.items ?? []}
          onChange={async (epicId) => {
            try {
              await patch({ epicId });
            } catch (caught) {
              void message.error(errorText(caught));
            }
          }}
        />
      </div>
      <TaskFields
        task={task}
        team={team}
        sprints={openSprints}
        jobRoles={options.data?.jobRoles ?? []}
        onPatch={patch}
        onMove={async (sprintId) => {
          await place.mutateAsync({ id: taskId, body: { sprintId } });
          void message.success(
            sprintId
              ? t('board.moved', {
                  title: task.title,
                  status: openSprints.find((each) => each._id === sprintId)?.name ?? t('backlog.theSprint'),
                })
              : t('detail.movedToBacklog', { title: task.title }),
          );
        }}
        onStatus={(status) => void onStatus(status)}
        onEta={() => setSettingEta(task)}
      />
    </Card>
  );

  return (
    <>
      <PageHeader
        title={
          <InlineText
            label={t('taskForm.title')}
            editLabel={t('detail.editTitle')}
            value={task.title}
            editable={task.canEdit}
            maxLength={120}
            onSave={(title) => patch({ title: title.trim() })}
          >
            {task.title}
          </InlineText>
        }
        subtitle={<Place project={project} sprint={sprint} />}
        actions={
          <Button
            icon={watching ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
            aria-pressed={watching}
            loading={watch.isPending}
            onClick={() => void onWatch()}
          >
            {`${t(watching ? 'watchers.unwatch' : 'watchers.watch')} · ${watcherCount}`}
          </Button>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            {!wide && detailsCard}
            <Card title={t('projects.form.description')}>
              <InlineText
                label={t('projects.form.description')}
                editLabel={t('detail.editDescription')}
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
                  <Typography.Text type="secondary">{t('overview.project.noDescription')}</Typography.Text>
                )}
              </InlineText>
            </Card>
            {structure.data && !structure.data.parent && (
              <Card title={t('structure.subtasks')}>
                <TaskSubtasks
                  structure={structure.data}
                  onAdd={async (body) => {
                    try {
                      const added = await addSubtask.mutateAsync(body);
                      void message.success(t('structure.subtaskAdded', { title: added.title }));
                    } catch (caught) {
                      void message.error(errorText(caught));
                    }
                  }}
                />
              </Card>
            )}
            {structure.error && !structure.data && <QueryErrorState query={structure} />}
            {structure.data && (
              <Card title={t('structure.links')}>
                <TaskLinks
                  taskId={taskId}
                  structure={structure.data}
                  found={found.data?.items ?? []}
                  searching={found.isFetching}
                  onSearch={setLinkSearch}
                  onAdd={async (kind, other) => {
                    try {
                      await addLink.mutateAsync({ kind, taskId: other });
                      void message.success(t('structure.linkAdded'));
                    } catch (caught) {
                      void message.error(errorText(caught));
                    }
                  }}
                  onRemove={async (relationId) => {
                    try {
                      await removeLink.mutateAsync(relationId);
                      void message.success(t('structure.linkRemoved'));
                    } catch (caught) {
                      void message.error(errorText(caught));
                    }
                  }}
                />
              </Card>
            )}
            <Card
              title={comments.data ? t('detail.commentsCount', { count: comments.data.total }) : t('comments.title')}
            >
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
                        ? t('detail.commentAddedMentions', { count: mentionIds.length })
                        : t('detail.commentAdded'),
                    );
                  }}
                  onEdit={async (id, body, mentionIds) => {
                    await editComment.mutateAsync({ id, body: { body, mentionIds } });
                    void message.success(t('detail.commentSaved'));
                  }}
                  onDelete={async (id) => {
                    await removeComment.mutateAsync(id);
                    void message.success(t('detail.commentDeleted'));
                  }}
                />
              )}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            {wide && detailsCard}
            <Card title={watchersTitle}>
              {watchers.error && !watchers.data ? (
                <QueryErrorState query={watchers} />
              ) : (
                <TaskWatchers watchers={watchers.data?.items ?? []} />
              )}
            </Card>
            <Card title={t('history.title')}>
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
          const saved = await eta.mutateAsync({ id: taskId, body });
          void message.success(t('tasks.toast.etaSaved', { title: saved.title }));
        }}
      />
      <CompleteTaskModal
        task={completing}
        userId={user?._id ?? null}
        peers={(peers.data ?? []).filter((peer) => peer._id !== user?._id)}
        peersLoading={peers.isLoading}
        onClose={() => setCompleting(null)}
        onComplete={async (_, body) => {
          const result = await move.mutateAsync({ id: taskId, body });
          void message.success(completionToast(t, result.task));
        }}
      />
    </>
  );
}

function Place({ project, sprint }: Pick<TaskDetail, 'project' | 'sprint'>) {
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
