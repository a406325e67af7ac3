import { SPRINT_GOAL_MAX } from '@timely/contract';
import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { DatePicker, InputNumber, Switch } from '@timely/shared-ui/antd-more';
import { Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { projectsMessages } from '../../messages/messages';

/** A sprint's name, goal, first and last day (not before the first), and whether and how often it recurs. */
export function SprintFormFields({ recurring }: { recurring: boolean | undefined }) {
  const t = useMessages(projectsMessages);
  return (
    <>
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
    </>
  );
}
