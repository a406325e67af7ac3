import type { JobRole, Sprint, Task, TaskPerson, TaskStatusValue, UpdateTaskBody } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, Descriptions } from 'antd';
import { formatHours } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';
import { TaskEtaField } from './task-eta-field';
import { TaskKarmaText } from './task-karma-text';
import { DueDateControl, LabelsControl, PriorityControl, TypeControl } from './task-kind-controls';
import { TaskLinkField } from './task-link-field';
import { EstimateInput, StoryPointsInput } from './task-number-inputs';
import { ActivityControl, AssigneeControl, FunctionControl, SprintControl } from './task-placement-controls';
import { TaskStatusControl } from './task-status-control';

type TaskFieldsProps = {
  task: Task;
  team: TaskPerson[];
  /** The project's planned and current sprints, once asked for (managers, while the task may move). */
  sprints: Sprint[];
  /** The company's functions with their activities, once asked for (managers). */
  jobRoles: JobRole[];
  onPatch: (body: UpdateTaskBody) => Promise<unknown>;
  /** Into a sprint, or to the backlog (null). */
  onMove: (sprintId: string | null) => Promise<unknown>;
  onStatus: (status: TaskStatusValue) => void;
  onEta: () => void;
};

/**
 * The task's fields, each changed where it stands by who may change it: managers its type, priority, due
 * date, labels, assignee, estimate, points, function, activity, link and sprint (`canEdit`, `canMove`);
 * whoever works on it its status and ETA.
 */
export function TaskFields({ task, team, sprints, jobRoles, onPatch, onMove, onStatus, onEta }: TaskFieldsProps) {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { message } = App.useApp();
  // a select saves at once; what the server refuses is said and the field shows its old value again
  const saying = (work: Promise<unknown>) =>
    void work.catch((caught: unknown) => void message.error(errorText(caught)));
  const patch = (body: UpdateTaskBody) => saying(onPatch(body));
  return (
    <Descriptions size="small" column={1}>
      <Descriptions.Item label={t('projects.column.status')}>
        <TaskStatusControl task={task} onStatus={onStatus} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.type')}>
        <TypeControl task={task} patch={patch} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.priority')}>
        <PriorityControl task={task} patch={patch} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.dueDate')}>
        <DueDateControl task={task} patch={patch} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.labels')}>
        <LabelsControl task={task} patch={patch} />
      </Descriptions.Item>
      <Descriptions.Item label={t('bulk.assignee')}>
        <AssigneeControl task={task} team={team} patch={patch} />
      </Descriptions.Item>
      <Descriptions.Item label={t('tasks.column.estimate')}>
        <EstimateInput task={task} save={(estimateHours) => patch({ estimateHours })} />
      </Descriptions.Item>
      <Descriptions.Item label={t('taskForm.storyPoints')}>
        <StoryPointsInput task={task} save={(storyPoints) => patch({ storyPoints })} />
      </Descriptions.Item>
      {task.actualHours !== null && (
        <Descriptions.Item label={t('sprint.numbers.actualHours')}>
          {formatHours(t, task.actualHours)}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('bulk.sprint')}>
        <SprintControl task={task} sprints={sprints} move={(sprintId) => saying(onMove(sprintId))} />
      </Descriptions.Item>
      <Descriptions.Item label={t('taskForm.function')}>
        <FunctionControl task={task} jobRoles={jobRoles} patch={patch} />
      </Descriptions.Item>
      <Descriptions.Item label={t('taskForm.activity')}>
        <ActivityControl task={task} jobRoles={jobRoles} patch={patch} />
      </Descriptions.Item>
      <Descriptions.Item label={t('tasks.column.eta')}>
        <TaskEtaField task={task} onEta={onEta} />
      </Descriptions.Item>
      {task.karma && (
        <Descriptions.Item label={t('complete.karma')}>
          <TaskKarmaText karma={task.karma} />
        </Descriptions.Item>
      )}
      {(task.link || task.canEdit) && (
        <Descriptions.Item label={t('taskForm.link')}>
          <TaskLinkField task={task} onSave={(link) => onPatch({ link: link.trim() })} />
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
