import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../messages/messages';
import { FormDrawer, useSession } from '@timely/shared-auth';
import { companyWeek, SPRINT_GOAL_MAX, type CompanyWeek, type CreateSprintBody, type Sprint } from '@timely/contract';
import { Form, Input } from 'antd';
import { DatePicker, InputNumber, Switch } from '@timely/shared-ui/antd-more';
import dayjs, { type Dayjs } from 'dayjs';

type FormValues = {
  name: string;
  goal?: string;
  startDate: Dayjs;
  endDate: Dayjs;
  recurring: boolean;
  recurringWeeks: number | null;
};

type SprintFormDrawerProps = {
  open: boolean;
  sprint: Sprint | null;
  /** The number the new sprint will get, for its default name. */
  nextNumber: number;
  onSave: (body: CreateSprintBody) => Promise<unknown>;
  onClose: () => void;
};

const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/** Create or edit an open sprint: name, goal, dates, and whether it recurs (1–24 weeks). */
export function SprintFormDrawer({ open, sprint, nextNumber, onSave, onClose }: SprintFormDrawerProps) {
  const t = useMessages(projectsMessages);
  const [form] = Form.useForm<FormValues>();
  const recurring = Form.useWatch('recurring', form);
  const workingDays = useSession().session?.user.companyWorkingDays;
  const { start, end } = defaultDates(dayjs(), companyWeek(workingDays));
  const initialValues: Partial<FormValues> = sprint
    ? {
        name: sprint.name,
        goal: sprint.goal,
        startDate: dayjs(sprint.startDate),
        endDate: dayjs(sprint.endDate),
        recurring: sprint.recurringWeeks !== null,
        recurringWeeks: sprint.recurringWeeks,
      }
    : {
        name: t('sprints.form.defaultName', { number: String(nextNumber) }), // a name: digits as typed, not grouped
        startDate: start,
        endDate: end,
        recurring: true,
        recurringWeeks: 1,
      };
  const submit = (values: FormValues) =>
    onSave({
      name: values.name,
      goal: values.goal ?? '',
      startDate: day(values.startDate),
      endDate: day(values.endDate),
      recurringWeeks: values.recurring ? values.recurringWeeks : null,
    });
  return (
    <FormDrawer<FormValues>
      open={open}
      title={sprint ? t('projects.editNamed', { name: sprint.name }) : t('sprints.new')}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={sprint ? t('projects.form.save') : t('sprints.form.create')}
    >
      <Form.Item
        name="name"
        label={t('projects.column.name')}
        rules={[
          { required: true, whitespace: true, message: t('projects.form.nameRequired') },
          { max: 80, message: t('projects.form.nameMax', { count: 80 }) },
        ]}
      >
        <Input maxLength={80} showCount />
      </Form.Item>
      <Form.Item
        name="goal"
        label={t('sprint.goal')}
        extra={t('sprint.goalHint')}
        rules={[{ max: SPRINT_GOAL_MAX, message: t('sprint.goalMax', { count: SPRINT_GOAL_MAX }) }]}
      >
        <Input.TextArea maxLength={SPRINT_GOAL_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item
        name="startDate"
        label={t('projects.form.startDate')}
        rules={[{ required: true, message: t('projects.form.startDateRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item
        name="endDate"
        label={t('projects.form.endDate')}
        dependencies={['startDate']}
        rules={[
          { required: true, message: t('projects.form.endDateRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: Dayjs | null) =>
              !value || !value.isBefore(getFieldValue('startDate') as Dayjs, 'day')
                ? Promise.resolve()
                : Promise.reject(new Error(t('projects.form.endBeforeStart'))),
          }),
        ]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item
        name="recurring"
        label={t('projects.column.recurring')}
        valuePropName="checked"
        extra={t('sprints.form.recurringHint')}
      >
        <Switch />
      </Form.Item>
      {recurring && (
        <Form.Item
          name="recurringWeeks"
          label={t('sprints.form.everyWeeks')}
          rules={[
            { required: true, message: t('sprints.form.weeksRequired', { min: 1, max: 24 }) },
            { type: 'number', min: 1, max: 24, message: t('sprints.form.weeksRange', { min: 1, max: 24 }) },
          ]}
        >
          <InputNumber min={1} max={24} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
    </FormDrawer>
  );
}

/**
 * A new sprint starts today, or on the company's next working day after a weekend, never on a past day: a
 * start in the past would count every task added now as scope added. It ends on the last working day of
 * that week (Thursday for a Sunday-to-Thursday company), or of the week after when that is less than two
 * days away.
 */
function defaultDates(today: Dayjs, week: CompanyWeek): { start: Dayjs; end: Dayjs } {
  let start = today.startOf('day');
  // a working week has at least one working day, so this stops within a week
  while (!week.isWorkingDay(day(start))) start = start.add(1, 'day');
  const end = dayjs(week.lastWorkingDay(day(start)));
  return { start, end: end.diff(start, 'day') < 2 ? dayjs(week.lastWorkingDay(day(start.add(7, 'day')))) : end };
}
