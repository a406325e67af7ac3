import type { JobRole, Sprint, Task, TaskPerson, TaskStatusValue, UpdateTaskBody } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, Button, Descriptions, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCompanyLabels } from '../../../common/api/get-company-options';
import { DueDate, LabelTags, PriorityBadge, TaskTypeBadge } from '../../../common/components/work-item-look';
import {
  DueDatePicker,
  TaskLabelsSelect,
  TaskPrioritySelect,
  TaskTypeSelect,
} from '../../../common/components/work-item-controls';
import { formatDay, formatHours } from '../../../common/utils/format';
import { etaFlag } from '../../../common/utils/task-look';
import { projectsMessages } from '../../../messages/messages';
import { InlineText } from './inline-text';
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
  const flag = etaFlag(t, task);
  const labels = useCompanyLabels();
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
        {task.canEdit ? (
          <TaskTypeSelect size="small" value={task.type} onChange={(type) => patch({ type })} />
        ) : (
          <TaskTypeBadge type={task.type} />
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.priority')}>
        {task.canEdit ? (
          <TaskPrioritySelect size="small" value={task.priority} onChange={(priority) => patch({ priority })} />
        ) : (
          <PriorityBadge priority={task.priority} />
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.dueDate')}>
        <Flex gap={6} align="center" wrap>
          {task.canEdit && (
            <DueDatePicker
              size="small"
              value={task.dueDate ? dayjs(task.dueDate) : null}
              onChange={(day) => patch({ dueDate: day ? day.format('YYYY-MM-DD') : null })}
            />
          )}
          {task.dueDate ? <DueDate task={task} /> : !task.canEdit && t('fields.noDueDate')}
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.labels')}>
        {task.canEdit ? (
          <TaskLabelsSelect
            size="small"
            labels={labels}
            value={task.labelIds}
            onChange={(labelIds) => patch({ labelIds })}
          />
        ) : task.labelIds.length ? (
          <LabelTags labelIds={task.labelIds} labels={labels} />
        ) : (
          <Typography.Text type="secondary">{t('fields.noLabels')}</Typography.Text>
        )}
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
        <Flex gap={4} align="center" wrap>
          {task.predictedDate ? (
            <Typography.Text type={flag ? 'warning' : undefined}>
              {formatDay(task.predictedDate)}
              {flag ? t('detail.flag', { flag }) : ''}
            </Typography.Text>
          ) : (
            '—'
          )}
          {task.canChangeStatus && (
            <Button type="link" size="small" onClick={onEta}>
              {task.predictedDate ? t('detail.changeEta') : t('detail.setEta')}
            </Button>
          )}
        </Flex>
      </Descriptions.Item>
      {task.karma && (
        <Descriptions.Item label={t('complete.karma')}>
          {task.karma.recognisedPoints > 0 && task.karma.recipient._id !== task.karma.earnedBy._id
            ? t('detail.karmaGiven', {
                points: task.karma.points,
                earner: task.karma.earnedBy.name,
                given: task.karma.recognisedPoints,
                recipient: task.karma.recipient.name,
              })
            : t('detail.karma', { points: task.karma.points, earner: task.karma.earnedBy.name })}
        </Descriptions.Item>
      )}
      {(task.link || task.canEdit) && (
        <Descriptions.Item label={t('taskForm.link')}>
          <InlineText
            label={t('taskForm.link')}
            editLabel={t('detail.editLink')}
            value={task.link}
            editable={task.canEdit}
            maxLength={2000}
            onSave={(link) => onPatch({ link: link.trim() })}
          >
            {task.link ? (
              <Typography.Link
                href={task.link}
                target="_blank"
                rel="noopener noreferrer"
                style={{ overflowWrap: 'anywhere' }}
              >
                {task.link}
              </Typography.Link>
            ) : (
              <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
            )}
          </InlineText>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
