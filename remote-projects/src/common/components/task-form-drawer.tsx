import type { CreateTaskBody, JobRole, ProjectPerson, Task } from '@timely/contract';
import { FormDrawer } from '@timely/shared-auth';
import { Form, Input } from 'antd';
import { InputNumber, Select } from '@timely/shared-ui/antd-more';

type FormValues = {
  title: string;
  description: string;
  link: string;
  jobRoleId: string | null;
  activityTypeId: string | null;
  assigneeId: string | null;
  estimateHours: number;
};

type TaskFormDrawerProps = {
  open: boolean;
  task: Task | null;
  jobRoles: JobRole[];
  team: ProjectPerson[];
  onSave: (body: CreateTaskBody) => Promise<unknown>;
  onClose: () => void;
};

/** Create or edit a task not started yet; field names are the contract's, so server messages land under them. */
export function TaskFormDrawer({ open, task, jobRoles, team, onSave, onClose }: TaskFormDrawerProps) {
  const [form] = Form.useForm<FormValues>();
  const jobRoleId = Form.useWatch('jobRoleId', form);
  const offered = jobRoles
    .filter((role) => !jobRoleId || role._id === jobRoleId)
    .flatMap((role) =>
      role.activityTypes.map((activity) => ({
        value: activity._id,
        label: jobRoleId ? activity.name : `${activity.name} (${role.name})`,
      })),
    );
  // a retired activity is no longer offered, but the task that has it keeps it while its function is chosen
  const current =
    task?.activityType &&
    (jobRoleId ?? null) === (task.jobRole?._id ?? null) &&
    !offered.some((option) => option.value === task.activityType!._id)
      ? task.activityType
      : null;
  const activities = current ? [...offered, { value: current._id, label: `${current.name} (retired)` }] : offered;
  const initialValues: Partial<FormValues> = task
    ? {
        title: task.title,
        description: task.description,
        link: task.link,
        jobRoleId: task.jobRole?._id ?? null,
        activityTypeId: task.activityType?._id ?? null,
        assigneeId: task.assignee?._id ?? null,
        estimateHours: task.estimateHours,
      }
    : { title: '', description: '', link: '', jobRoleId: null, activityTypeId: null, assigneeId: null };
  const submit = (values: FormValues) =>
    onSave({
      title: values.title,
      description: values.description ?? '',
      link: values.link ?? '',
      jobRoleId: values.jobRoleId ?? null,
      activityTypeId: values.activityTypeId ?? null,
      assigneeId: values.assigneeId ?? null,
      estimateHours: values.estimateHours,
    });
  return (
    <FormDrawer<FormValues>
      open={open}
      title={task ? `Edit ${task.title}` : 'New task'}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={task ? 'Save' : 'Create task'}
    >
      <Form.Item
        name="title"
        label="Title"
        rules={[
          { required: true, whitespace: true, message: 'Title is required' },
          { max: 120, message: 'Title must be at most 120 characters' },
        ]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="jobRoleId" label="Function">
        <Select
          allowClear
          placeholder="Any function"
          options={jobRoles.map((role) => ({ value: role._id, label: role.name }))}
          onChange={() => form.setFieldValue('activityTypeId', null)}
        />
      </Form.Item>
      <Form.Item name="activityTypeId" label="Activity">
        <Select allowClear showSearch optionFilterProp="label" placeholder="Choose an activity" options={activities} />
      </Form.Item>
      <Form.Item name="assigneeId" label="Assignee" extra="Leave empty for an open task anyone on the team can take.">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Not assigned"
          options={team.map((person) => ({ value: person._id, label: person.name }))}
        />
      </Form.Item>
      <Form.Item
        name="estimateHours"
        label="Estimate (hours)"
        rules={[
          { required: true, message: 'Estimate is required' },
          { type: 'number', min: 0.25, max: 200, message: 'Must be 0.25 to 200 hours' },
        ]}
      >
        <InputNumber min={0.25} max={200} step={0.5} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="description"
        label="Description"
        rules={[{ max: 2000, message: 'Description must be at most 2000 characters' }]}
      >
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item
        name="link"
        label="Link"
        rules={[
          { pattern: /^(https?:\/\/\S+)?$/i, message: 'Must be a web address starting with http:// or https://' },
        ]}
      >
        <Input placeholder="https://…" />
      </Form.Item>
    </FormDrawer>
  );
}
