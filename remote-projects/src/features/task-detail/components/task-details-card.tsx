import type { JobRole, Sprint, Task, TaskPerson, TaskStatusValue } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { portalHref, useMessages } from '@timely/shared-ui';
import { App, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useChangeTaskStatus } from '../../../common/api/change-task-status';
import { useMoveTask } from '../../../common/api/move-task';
import { projectsMessages } from '../../../messages/messages';
import type { useTaskPageData } from '../hooks/use-task-page-data';
import { useTaskPatch } from '../hooks/use-task-patch';
import { TaskEpicField } from './task-epic-field';
import { TaskFields } from './task-fields';

type TaskDetailsCardProps = {
  taskId: string;
  task: Task;
  team: TaskPerson[];
  structure: ReturnType<typeof useTaskPageData>['structure'];
  epics: ReturnType<typeof useTaskPageData>['epics'];
  /** The project's sprints a task may move into (not completed ones). */
  openSprints: Sprint[];
  jobRoles: JobRole[];
  /** Completing asks who helped first. */
  onComplete: () => void;
  onEta: () => void;
};

/** The task's parent, epic and fields; a status change other than completing is saved at once. */
export function TaskDetailsCard(props: TaskDetailsCardProps) {
  const { taskId, task, team, structure, epics, openSprints, jobRoles, onComplete, onEta } = props;
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { message } = App.useApp();
  const patch = useTaskPatch(taskId);
  const move = useChangeTaskStatus();
  const place = useMoveTask();
  const onStatus = async (status: TaskStatusValue) => {
    if (status === 'completed') return onComplete();
    try {
      await move.mutateAsync({ id: taskId, body: { status } });
      void message.success(
        t('detail.statusChanged', { title: task.title, status: t(`status.taskLower.${status}` as const) }),
      );
    } catch (caught) {
      void message.error(errorText(caught));
    }
  };
  const onMove = async (sprintId: string | null) => {
    await place.mutateAsync({ id: taskId, body: { sprintId } });
    void message.success(
      sprintId
        ? t('board.moved', {
            title: task.title,
            status: openSprints.find((each) => each._id === sprintId)?.name ?? t('backlog.theSprint'),
          })
        : t('detail.movedToBacklog', { title: task.title }),
    );
  };
  return (
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
        jobRoles={jobRoles}
        onPatch={patch}
        onMove={onMove}
        onStatus={(status) => void onStatus(status)}
        onEta={onEta}
      />
    </Card>
  );
}
