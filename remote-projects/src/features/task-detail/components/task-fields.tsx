import { DownOutlined } from '@ant-design/icons';
import {
  STORY_POINTS_MAX,
  type JobRole,
  type Sprint,
  type Task,
  type TaskPerson,
  type TaskStatusValue,
  type UpdateTaskBody,
} from '@timely/contract';
import { InputNumber, Select } from '@timely/shared-ui/antd-more';
import { App, Button, Descriptions, Dropdown, Flex, Tag, Typography } from 'antd';
import { useErrorText } from '@timely/shared-auth';
import { formatDay, formatHours, formatPoints } from '../../../common/utils/format';
import { etaFlag, STATUS_COLOURS } from '../../../common/utils/task-look';
import { InlineText } from './inline-text';
import { useMessages } from '@timely/shared-ui';
import { taskStatusLabel } from '../../../common/utils/labels';
import { projectsMessages } from '../../../messages/messages';
import { useCompanyLabels } from '../../../common/api/get-company-options';
import { DueDate, LabelTags, PriorityBadge, TaskTypeBadge } from '../../../common/components/work-item-look';
import {
  DueDatePicker,
  TaskLabelsSelect,
  TaskPrioritySelect,
  TaskTypeSelect,
} from '../../../common/components/work-item-controls';
import dayjs from 'dayjs';

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

const BACKLOG = 'backlog';

/**
 * The task's fields, each changed where it stands by who may change it: managers its type, priority, due
 * date, labels, assignee, estimate,
 * function, activity, link and sprint (`canEdit`, `canMove`); whoever works on it its status and ETA.
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
  const role = jobRoles.find((each) => each._id === task.jobRole?._id);
  const activities = (role ? [role] : jobRoles).flatMap((each) =>
    each.activityTypes.map((activity) => ({
      value: activity._id,
      label: role ? activity.name : `${activity.name} (${each.name})`,
    })),
  );
  // `note` marks the task's own value that is no longer offered, such as a retired activity
  const withCurrent = (
    options: { value: string; label: string }[],
    current: { _id: string; name: string } | null,
    note = false,
  ) =>
    current && !options.some((option) => option.value === current._id)
      ? [
          { value: current._id, label: note ? t('projects.form.retired', { name: current.name }) : current.name },
          ...options,
        ]
      : options;
  return (
    <Descriptions size="small" column={1}>
      <Descriptions.Item label={t('projects.column.status')}>
        <Flex gap={4} wrap align="center">
          {task.nextStatuses.length > 0 ? (
            <Dropdown
              trigger={['click']}
              menu={{
                items: task.nextStatuses.map((status) => ({
                  key: status,
                  label:
                    status === 'completed'
                      ? t('tasks.move.completed')
                      : t('board.moveTo', { status: taskStatusLabel(t, status) }),
                })),
                onClick: ({ key, domEvent }) => {
                  // Enter on an item must not also press the first button of the dialog it opens (the key's default action lands there)
                  domEvent.preventDefault();
                  onStatus(key as TaskStatusValue);
                },
              }}
            >
              <Button size="small" aria-label={t('detail.changeStatus')}>
                <Tag color={STATUS_COLOURS[task.status]} style={{ marginInlineEnd: 0 }}>
                  {taskStatusLabel(t, task.status)}
                </Tag>
                <DownOutlined />
              </Button>
            </Dropdown>
          ) : (
            <Tag color={STATUS_COLOURS[task.status]}>{taskStatusLabel(t, task.status)}</Tag>
          )}
          {task.scopeAdded && <Tag>{t('sprint.numbers.scopeAdded')}</Tag>}
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.type')}>
        {task.canEdit ? (
          <TaskTypeSelect size="small" value={task.type} onChange={(type) => saying(onPatch({ type }))} />
        ) : (
          <TaskTypeBadge type={task.type} />
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.priority')}>
        {task.canEdit ? (
          <TaskPrioritySelect
            size="small"
            value={task.priority}
            onChange={(priority) => saying(onPatch({ priority }))}
          />
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
              onChange={(day) => saying(onPatch({ dueDate: day ? day.format('YYYY-MM-DD') : null }))}
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
            onChange={(labelIds) => saying(onPatch({ labelIds }))}
          />
        ) : task.labelIds.length ? (
          <LabelTags labelIds={task.labelIds} labels={labels} />
        ) : (
          <Typography.Text type="secondary">{t('fields.noLabels')}</Typography.Text>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('bulk.assignee')}>
        {task.canEdit ? (
          <Select
            aria-label={t('bulk.assignee')}
            size="small"
            style={{ minWidth: 180 }}
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('taskForm.notAssigned')}
            value={task.assignee?._id ?? null}
            options={withCurrent(
              team.map((person) => ({ value: person._id, label: person.name })),
              task.assignee,
            )}
            onChange={(assigneeId: string | undefined) => saying(onPatch({ assigneeId: assigneeId ?? null }))}
          />
        ) : (
          (task.assignee?.name ?? <Typography.Text type="secondary">{t('taskForm.notAssigned')}</Typography.Text>)
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('tasks.column.estimate')}>
        {task.canEdit ? (
          <InputNumber
            aria-label={t('taskForm.estimate')}
            size="small"
            min={0.25}
            max={200}
            step={0.5}
            suffix="h"
            // a changed number is kept when the box is left or Enter is pressed, as Jira does
            key={task.estimateHours}
            defaultValue={task.estimateHours}
            onBlur={(event) => {
              const hours = Number(event.target.value);
              if (event.target.value !== '' && hours !== task.estimateHours) saying(onPatch({ estimateHours: hours }));
            }}
            onPressEnter={(event) => (event.target as HTMLInputElement).blur()}
          />
        ) : (
          formatHours(t, task.estimateHours)
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('taskForm.storyPoints')}>
        {task.canEdit ? (
          <InputNumber
            aria-label={t('taskForm.storyPoints')}
            size="small"
            min={0}
            max={STORY_POINTS_MAX}
            step={0.5}
            suffix={t('sprints.pointsUnit')}
            placeholder={t('taskForm.noPoints')}
            key={String(task.storyPoints)}
            defaultValue={task.storyPoints ?? undefined}
            onBlur={(event) => {
              // an emptied box clears the points; the server names a value out of range or step
              const points = event.target.value === '' ? null : Number(event.target.value);
              if (points !== task.storyPoints) saying(onPatch({ storyPoints: points }));
            }}
            onPressEnter={(event) => (event.target as HTMLInputElement).blur()}
          />
        ) : task.storyPoints === null ? (
          <Typography.Text type="secondary">{t('taskForm.noPoints')}</Typography.Text>
        ) : (
          formatPoints(t, task.storyPoints)
        )}
      </Descriptions.Item>
      {task.actualHours !== null && (
        <Descriptions.Item label={t('sprint.numbers.actualHours')}>
          {formatHours(t, task.actualHours)}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('bulk.sprint')}>
        {task.canMove ? (
          <Select
            aria-label={t('bulk.sprint')}
            size="small"
            style={{ minWidth: 180 }}
            value={task.sprintId ?? BACKLOG}
            options={[
              { value: BACKLOG, label: t('tasks.backlog') },
              ...withCurrent(
                sprints.map((sprint) => ({
                  value: sprint._id,
                  label: t('detail.sprintOption', {
                    name: sprint.name,
                    status: sprint.status === 'current' ? 'current' : 'planned',
                  }),
                })),
                task.sprintId
                  ? {
                      _id: task.sprintId,
                      name: sprints.find((sprint) => sprint._id === task.sprintId)?.name ?? t('detail.thisSprint'),
                    }
                  : null,
              ),
            ]}
            onChange={(value: string) => saying(onMove(value === BACKLOG ? null : value))}
          />
        ) : (
          (sprints.find((sprint) => sprint._id === task.sprintId)?.name ??
          (task.sprintId ? t('detail.inASprint') : t('tasks.backlog')))
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('taskForm.function')}>
        {task.canEdit && jobRoles.length > 0 ? (
          <Select
            aria-label={t('taskForm.function')}
            size="small"
            style={{ minWidth: 180 }}
            allowClear
            placeholder={t('taskForm.anyFunction')}
            value={task.jobRole?._id ?? null}
            options={jobRoles.map((each) => ({ value: each._id, label: each.name }))}
            onChange={(jobRoleId: string | undefined) =>
              saying(onPatch({ jobRoleId: jobRoleId ?? null, activityTypeId: null }))
            }
          />
        ) : (
          (task.jobRole?.name ?? '—')
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('taskForm.activity')}>
        {task.canEdit && jobRoles.length > 0 ? (
          <Select
            aria-label={t('taskForm.activity')}
            size="small"
            style={{ minWidth: 180 }}
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('taskForm.chooseActivity')}
            value={task.activityType?._id ?? null}
            options={withCurrent(activities, task.activityType, true)}
            onChange={(activityTypeId: string | undefined) =>
              saying(onPatch({ activityTypeId: activityTypeId ?? null }))
            }
          />
        ) : (
          (task.activityType?.name ?? '—')
        )}
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
