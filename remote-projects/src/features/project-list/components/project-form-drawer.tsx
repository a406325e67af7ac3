import { DATE_PICKER_FORMAT, useMessages, type Translate } from '@timely/shared-ui';
import { FormDrawer } from '@timely/shared-auth';
import {
  PROJECT_STATUS_VALUES,
  SCORING_UNITS,
  type CreateProjectBody,
  type Project,
  type ProjectStatusValue,
  type ScoringUnit,
} from '@timely/contract';
import { Alert, Form, Input } from 'antd';
import { DatePicker, InputNumber, Radio, Select } from '@timely/shared-ui/antd-more';
import dayjs, { type Dayjs } from 'dayjs';
import { useTeamChoices } from '../hooks/use-team-choices';
import { projectStatusLabel } from '../../../common/utils/labels';
import { projectsMessages } from '../../../messages/messages';

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
  scoringUnit: ScoringUnit;
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
  const t = useMessages(projectsMessages);
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
        scoringUnit: project.scoringUnit,
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
        scoringUnit: 'hours',
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
      scoringUnit: values.scoringUnit ?? 'hours',
    });

  return (
    <FormDrawer<FormValues>
      open={open}
      title={project ? t('projects.form.editTitle', { name: project.name }) : t('projects.new')}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={project ? t('projects.form.save') : t('projects.form.create')}
    >
      {choices.error && (
        <Alert type="warning" showIcon title={t('projects.form.choicesFailed')} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        name="name"
        label={t('projects.column.name')}
        rules={[
          { required: true, message: t('projects.form.nameRequired') },
          { min: 2, message: t('projects.form.nameMin', { count: 2 }) },
          { max: 80, message: t('projects.form.nameMax', { count: 80 }) },
        ]}
      >
        <Input maxLength={80} showCount />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('projects.form.description')}
        rules={[{ max: 2000, message: t('projects.form.descriptionMax', { count: 2000 }) }]}
      >
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item
        name="status"
        label={t('projects.column.status')}
        rules={[{ required: true, message: t('projects.form.statusRequired') }]}
      >
        <Select options={PROJECT_STATUS_VALUES.map((value) => ({ value, label: projectStatusLabel(t, value) }))} />
      </Form.Item>
      <Form.Item
        name="startDate"
        label={t('projects.form.startDate')}
        rules={[{ required: true, message: t('projects.form.startDateRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item name="scoringUnit" label={t('projects.form.scoringUnit')} extra={t('projects.form.scoringUnitHint')}>
        <Radio.Group
          options={SCORING_UNITS.map((unit) => ({ value: unit, label: t('projects.scoringUnit', { unit }) }))}
        />
      </Form.Item>
      <Form.Item name="duration" label={t('projects.form.runs')}>
        <Radio.Group
          options={[
            { value: 'recurring', label: t('projects.column.recurring') },
            { value: 'end', label: t('projects.form.untilEnd') },
          ]}
        />
      </Form.Item>
      {duration === 'end' ? (
        <Form.Item
          name="endDate"
          label={t('projects.form.endDate')}
          dependencies={['startDate']}
          rules={[{ required: true, message: t('projects.form.endDateRequired') }, endAfterStart(t)]}
        >
          <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
        </Form.Item>
      ) : (
        <Form.Item
          name="recurringMonths"
          label={t('projects.form.recurringMonths')}
          rules={[
            { required: true, message: t('projects.form.monthsRequired', { min: 1, max: 20 }) },
            { type: 'number', min: 1, max: 20, message: t('projects.form.monthsRange', { min: 1, max: 20 }) },
          ]}
        >
          <InputNumber min={1} max={20} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="platformIds" label={t('projects.form.platforms')}>
        <Select
          mode="multiple"
          options={withRetired(t, choices.platforms, project?.platforms ?? [])}
          loading={choices.loading}
          optionFilterProp="label"
          placeholder={t('projects.form.choosePlatforms')}
        />
      </Form.Item>
      <Form.Item name="managerIds" label={t('projects.form.managers')} extra={t('projects.form.managersHint')}>
        <Select
          mode="multiple"
          options={choices.managers}
          loading={choices.loading}
          optionFilterProp="label"
          placeholder={t('projects.form.chooseManagers')}
        />
      </Form.Item>
      <Form.Item
        name="memberIds"
        label={t('projects.column.members')}
        dependencies={['managerIds']}
        rules={[notAlsoManager(t)]}
      >
        <Select
          mode="multiple"
          options={choices.members}
          loading={choices.loading}
          optionFilterProp="label"
          placeholder={t('projects.form.chooseMembers')}
        />
      </Form.Item>
    </FormDrawer>
  );
}

type T = Translate<typeof projectsMessages>;

const endAfterStart =
  (t: T) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator(_: unknown, value: Dayjs | null) {
      const start = getFieldValue('startDate') as Dayjs | undefined;
      return !value || !start || !value.isBefore(start, 'day')
        ? Promise.resolve()
        : Promise.reject(new Error(t('projects.form.endBeforeStart')));
    },
  });

const notAlsoManager =
  (t: T) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator(_: unknown, value: string[] | undefined) {
      const managers = (getFieldValue('managerIds') as string[] | undefined) ?? [];
      return (value ?? []).some((id) => managers.includes(id))
        ? Promise.reject(new Error(t('projects.form.managerAlsoMember')))
        : Promise.resolve();
    },
  });

/** A retired platform is no longer offered, but a project that has it keeps it, shown by its name. */
function withRetired(
  t: T,
  offered: Array<{ value: string; label: string }>,
  current: ReadonlyArray<{ _id: string; name: string }>,
) {
  const missing = current.filter((platform) => !offered.some((option) => option.value === platform._id));
  return [
    ...offered,
    ...missing.map((platform) => ({ value: platform._id, label: t('projects.form.retired', { name: platform.name }) })),
  ];
}
