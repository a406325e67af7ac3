import {
  STORY_POINTS_MAX,
  type CreateTaskBody,
  type JobRole,
  type Label,
  type ProjectPerson,
  type Task,
  type TaskPriority,
  type TaskType,
} from '@timely/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { FormDrawer } from '@timely/shared-auth';
import { Form, Input } from 'antd';
import { useMessages } from '@timely/shared-ui';
import { InputNumber, Select } from '@timely/shared-ui/antd-more';
import { projectsMessages } from '../../messages/messages';
import { DueDatePicker, TaskLabelsSelect, TaskPrioritySelect, TaskTypeSelect } from './work-item-controls';

// an address looks the same in every language
const ADDRESS_EXAMPLE = 'https://…';

type FormValues = {
  title: string;
  description: string;
  link: string;
  jobRoleId: string | null;
  activityTypeId: string | null;
  assigneeId: string | null;
  estimateHours: number;
  type: TaskType;
  priority: TaskPriority;
  dueDate: Dayjs | null;
  labelIds: string[];
  storyPoints?: number | null;
};

type TaskFormDrawerProps = {
  open: boolean;
  task: Task | null;
  jobRoles: JobRole[];
  team: ProjectPerson[];
  /** The company's labels (retired ones marked). */
  labels: Label[];
  onSave: (body: CreateTaskBody) => Promise<unknown>;
  onClose: () => void;
};

/** Create or edit a task not started yet; field names are the contract's, so server messages land under them. */
export function TaskFormDrawer({ open, task, jobRoles, team, labels, onSave, onClose }: TaskFormDrawerProps) {
  const t = useMessages(projectsMessages);
  const [form] = Form.useForm<FormValues>();
  const jobRoleId = Form.useWatch('jobRoleId', form);
  const offered = jobRoles
    .filter((role) => !jobRoleId || role._id === jobRoleId)
    .flatMap((role) =>
      role.activityTypes.map((activity) => ({
        value: activity._id,
        label: jobRoleId ? activity.name : t('taskForm.activityOfRole', { activity: activity.name, role: role.name }),
      })),
    );
  // a retired activity is no longer offered, but the task that has it keeps it while its function is chosen
  const current =
    task?.activityType &&
    (jobRoleId ?? null) === (task.jobRole?._id ?? null) &&
    !offered.some((option) => option.value === task.activityType!._id)
      ? task.activityType
      : null;
  const activities = current
    ? [...offered, { value: current._id, label: t('projects.form.retired', { name: current.name }) }]
    : offered;
  const initialValues: Partial<FormValues> = task
    ? {
        title: task.title,
        description: task.description,
        link: task.link,
        jobRoleId: task.jobRole?._id ?? null,
        activityTypeId: task.activityType?._id ?? null,
        assigneeId: task.assignee?._id ?? null,
        estimateHours: task.estimateHours,
        type: task.type,
        priority: task.priority,
        dueDate: task.dueDate ? dayjs(task.dueDate) : null,
        labelIds: task.labelIds,
        storyPoints: task.storyPoints,
      }
    : {
        title: '',
        description: '',
        link: '',
        jobRoleId: null,
        activityTypeId: null,
        assigneeId: null,
        type: 'task',
        priority: 'none',
        dueDate: null,
        labelIds: [],
      };
  const submit = (values: FormValues) =>
    onSave({
      title: values.title,
      description: values.description ?? '',
      link: values.link ?? '',
      jobRoleId: values.jobRoleId ?? null,
      activityTypeId: values.activityTypeId ?? null,
      assigneeId: values.assigneeId ?? null,
      estimateHours: values.estimateHours,
      type: values.type,
      priority: values.priority,
      dueDate: values.dueDate ? values.dueDate.format('YYYY-MM-DD') : null,
      labelIds: values.labelIds ?? [],
      storyPoints: values.storyPoints ?? null,
    });
  return (
    <FormDrawer<FormValues>
      open={open}
      title={task ? t('projects.editNamed', { name: task.title }) : t('taskForm.new')}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={task ? t('projects.form.save') : t('taskForm.create')}
    >
      <Form.Item
        name="title"
        label={t('taskForm.title')}
        rules={[
          { required: true, whitespace: true, message: t('taskForm.titleRequired') },
          { max: 120, message: t('taskForm.titleMax', { count: 120 }) },
        ]}
      >
        <Input maxLength={120} showCount />
      </Form.Item>
      <Form.Item name="type" label={t('fields.type')}>
        <TaskTypeSelect />
      </Form.Item>
      <Form.Item name="priority" label={t('fields.priority')}>
        <TaskPrioritySelect />
      </Form.Item>
      <Form.Item name="jobRoleId" label={t('taskForm.function')}>
        <Select
          allowClear
          placeholder={t('taskForm.anyFunction')}
          options={jobRoles.map((role) => ({ value: role._id, label: role.name }))}
          onChange={() => form.setFieldValue('activityTypeId', null)}
        />
      </Form.Item>
      <Form.Item name="activityTypeId" label={t('taskForm.activity')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('taskForm.chooseActivity')}
          options={activities}
        />
      </Form.Item>
      <Form.Item name="assigneeId" label={t('bulk.assignee')} extra={t('taskForm.assigneeHint')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('taskForm.notAssigned')}
          options={team.map((person) => ({ value: person._id, label: person.name }))}
        />
      </Form.Item>
      <Form.Item
        name="estimateHours"
        label={t('taskForm.estimate')}
        rules={[
          { required: true, message: t('taskForm.estimateRequired') },
          { type: 'number', min: 0.25, max: 200, message: t('complete.actualRange', { min: 0.25, max: 200 }) },
        ]}
      >
        <InputNumber min={0.25} max={200} step={0.5} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="dueDate" label={t('fields.dueDate')}>
        <DueDatePicker />
      </Form.Item>
      <Form.Item name="labelIds" label={t('fields.labels')}>
        <TaskLabelsSelect labels={labels} />
      </Form.Item>
      <Form.Item
        name="storyPoints"
        label={t('taskForm.storyPoints')}
        extra={t('taskForm.storyPointsHint')}
        rules={[
          {
            type: 'number',
            min: 0,
            max: STORY_POINTS_MAX,
            message: t('taskForm.storyPointsRange', { min: 0, max: STORY_POINTS_MAX }),
          },
          {
            validator: (_, value: number | null | undefined) =>
              value === null || value === undefined || Number.isInteger(value * 2)
                ? Promise.resolve()
                : Promise.reject(new Error(t('taskForm.storyPointsStep'))),
          },
        ]}
      >
        <InputNumber min={0} max={STORY_POINTS_MAX} step={0.5} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('projects.form.description')}
        rules={[{ max: 2000, message: t('projects.form.descriptionMax', { count: 2000 }) }]}
      >
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item
        name="link"
        label={t('taskForm.link')}
        rules={[{ pattern: /^(https?:\/\/\S+)?$/i, message: t('taskForm.linkInvalid') }]}
      >
        <Input placeholder={ADDRESS_EXAMPLE} />
      </Form.Item>
    </FormDrawer>
  );
}
