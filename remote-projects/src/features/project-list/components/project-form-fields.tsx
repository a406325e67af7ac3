import { PROJECT_STATUS_VALUES, SCORING_UNITS, type Project } from '@timely/contract';
import { DATE_PICKER_FORMAT, useMessages, type Translate } from '@timely/shared-ui';
import { DatePicker, InputNumber, Radio, Select } from '@timely/shared-ui/antd-more';
import { Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { projectStatusLabel } from '../../../common/utils/labels';
import { projectsMessages } from '../../../messages/messages';
import type { useTeamChoices } from '../hooks/use-team-choices';

/** The project's name, description, status, first day and how its sprints are scored. */
export function ProjectAboutFields() {
  const t = useMessages(projectsMessages);
  return (
    <>
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
    </>
  );
}

/** Whether the project recurs (every so many months) or runs until an end day. */
export function ProjectRunFields({ duration }: { duration: 'recurring' | 'end' | undefined }) {
  const t = useMessages(projectsMessages);
  return (
    <>
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
    </>
  );
}

type ProjectTeamFieldsProps = { choices: ReturnType<typeof useTeamChoices>; project: Project | null };

/** The project's platforms (its retired ones kept), managers and members (none both). */
export function ProjectTeamFields({ choices, project }: ProjectTeamFieldsProps) {
  const t = useMessages(projectsMessages);
  return (
    <>
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
    </>
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
