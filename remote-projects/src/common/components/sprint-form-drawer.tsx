import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../messages/messages';
import { FormDrawer, useSession } from '@timely/shared-auth';
import { companyWeek, type CompanyWeek, type CreateSprintBody, type Sprint } from '@timely/contract';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SprintFormFields } from './sprint-form-fields';

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
      <SprintFormFields recurring={recurring} />
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
