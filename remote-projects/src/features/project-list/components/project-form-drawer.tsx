import { DATE_PICKER_FORMAT } from '@timely/shared-ui';
import { FormDrawer } from '@timely/shared-auth';
import {
  PROJECT_STATUS_LABELS,
  PROJECT_STATUS_VALUES,
  type CreateProjectBody,
  type Project,
  type ProjectStatusValue,
} from '@timely/contract';
import { Alert, Form, Input } from 'antd';
import { DatePicker, InputNumber, Radio, Select } from '@timely/shared-ui/antd-more';
import dayjs, { type Dayjs } from 'dayjs';
import { useTeamChoices } from '../hooks/use-team-choices';

type FormValues = {
  name: string;
  description: string;
  status: ProjectStatusValue;
  startDate: Dayjs;
  duration: 'recurring' | 'end';
  recurringMonths: number | null;
  endDate: Dayjs | null;
  platformIds: string[];
  managerIds: string[];
  memberIds: string[];
};

type ProjectFormDrawerProps = {
  open: boolean;
  /** The project being edited, or null to create one. */
  project: Project | null;
  onSave: (body: CreateProjectBody) => Promise<unknown>;
  onClose: () => void;
};

const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/** Create or edit a project in a side drawer; the server's field messages land under their fields. */
export function ProjectFormDrawer({ open, project, onSave, onClose }: ProjectFormDrawerProps) {
  const [form] = Form.useForm<FormValues>();
  const choices = useTeamChoices(open);
  const duration = Form.useWatch('duration', form);
  const initialValues: Partial<FormValues> = project
    ? {
        name: project.name,
        description: project.description,
        status: project.status,
        startDate: dayjs(project.startDate),
        duration: project.recurringMonths ? 'recurring' : 'end',
        recurringMonths: project.recurringMonths,
        endDate: project.endDate ? dayjs(project.endDate) : null,
        platformIds: project.platforms.map((platform) => platform._id),
        managerIds: project.managers.map((person) => person._id),
        memberIds: project.members.map((person) => person._id),
      }
    : {
        status: 'pending',
        description: '',
        duration: 'recurring',
        recurringMonths: 3,
        startDate: dayjs(),
        platformIds: [],
        managerIds: [],
        memberIds: [],
      };

  const submit = (values: FormValues) =>
    onSave({
      name: values.name,
      description: values.description ?? '',
      status: values.status,
      startDate: day(values.startDate),
      recurringMonths: values.duration === 'recurring' ? values.recurringMonths : null,
      endDate: values.duration === 'end' && values.endDate ? day(values.endDate) : null,
      platformIds: values.platformIds ?? [],
      managerIds: values.managerIds ?? [],
      memberIds: values.memberIds ?? [],
    });

  return (
    <FormDrawer<FormValues>
      open={open}
      title={project ? `Edit ${project.name}` : 'New project'}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={project ? 'Save' : 'Create project'}
    >
      {choices.error && (
        <Alert
          type="warning"
          showIcon
          title="Could not load peers or platforms; the pickers may be empty."
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.Item
        name="name"
        label="Name"
        rules={[
          { required: true, message: 'Name is required' },
          { min: 2, message: 'Name must be at least 2 characters' },
          { max: 80, message: 'Name must be at most 80 characters' },
        ]}
      >
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item
        name="description"
        label="Description"
        rules={[{ max: 2000, message: 'Description must be at most 2000 characters' }]}
      >
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Status is required' }]}>
        <Select options={PROJECT_STATUS_VALUES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }))} />
      </Form.Item>
      <Form.Item name="startDate" label="Start date" rules={[{ required: true, message: 'Start date is required' }]}>
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item name="duration" label="Runs">
        <Radio.Group
          options={[
            { value: 'recurring', label: 'Recurring' },
            { value: 'end', label: 'Until an end date' },
          ]}
        />
      </Form.Item>
      {duration === 'end' ? (
        <Form.Item
          name="endDate"
          label="End date"
          dependencies={['startDate']}
          rules={[{ required: true, message: 'End date is required' }, endAfterStart]}
        >
          <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
        </Form.Item>
      ) : (
        <Form.Item
          name="recurringMonths"
          label="Recurring (months)"
          rules={[
            { required: true, message: 'Give 1 to 20 months' },
            { type: 'number', min: 1, max: 20, message: 'Must be 1 to 20 months' },
          ]}
        >
          <InputNumber min={1} max={20} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="platformIds" label="Platforms">
        <Select
          mode="multiple"
          options={withRetired(choices.platforms, project?.platforms ?? [])}
          loading={choices.loading}
          optionFilterProp="label"
          placeholder="Choose platforms"
        />
      </Form.Item>
      <Form.Item
        name="managerIds"
        label="Managers"
        extra="Managers and admins only; a manager who creates a project manages it."
      >
        <Select
          mode="multiple"
          options={choices.managers}
          loading={choices.loading}
          optionFilterProp="label"
          placeholder="Choose managers"
        />
      </Form.Item>
      <Form.Item name="memberIds" label="Members" dependencies={['managerIds']} rules={[notAlsoManager]}>
        <Select
          mode="multiple"
          options={choices.members}
          loading={choices.loading}
          optionFilterProp="label"
          placeholder="Choose members"
        />
      </Form.Item>
    </FormDrawer>
  );
}

const endAfterStart = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator(_: unknown, value: Dayjs | null) {
    const start = getFieldValue('startDate') as Dayjs | undefined;
    return !value || !start || !value.isBefore(start, 'day')
      ? Promise.resolve()
      : Promise.reject(new Error('End date must be on or after the start date'));
  },
});

const notAlsoManager = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator(_: unknown, value: string[] | undefined) {
    const managers = (getFieldValue('managerIds') as string[] | undefined) ?? [];
    return (value ?? []).some((id) => managers.includes(id))
      ? Promise.reject(new Error('A manager cannot also be a member'))
      : Promise.resolve();
  },
});

/** A retired platform is no longer offered, but a project that has it keeps it, shown by its name. */
function withRetired(
  offered: Array<{ value: string; label: string }>,
  current: ReadonlyArray<{ _id: string; name: string }>,
) {
  const missing = current.filter((platform) => !offered.some((option) => option.value === platform._id));
  return [...offered, ...missing.map((platform) => ({ value: platform._id, label: `${platform.name} (retired)` }))];
}
