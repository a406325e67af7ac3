import { STORY_POINTS_MAX, type JobRole, type Label, type ProjectPerson } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { InputNumber, Select } from '@timely/shared-ui/antd-more';
import { Form, Input, type FormInstance } from 'antd';
import { projectsMessages } from '../../messages/messages';
import type { TaskFormValues } from '../utils/task-form-values';
import { DueDatePicker, TaskLabelsSelect, TaskPrioritySelect, TaskTypeSelect } from './work-item-controls';

// an address looks the same in every language
const ADDRESS_EXAMPLE = 'https://…';

type TaskWorkFieldsProps = {
  form: FormInstance<TaskFormValues>;
  jobRoles: JobRole[];
  activities: Array<{ value: string; label: string }>;
  team: ProjectPerson[];
};

/** The task's title, type and priority, its function and activity, who does it and its estimate. */
export function TaskWorkFields({ form, jobRoles, activities, team }: TaskWorkFieldsProps) {
  const t = useMessages(projectsMessages);
  return (
    <>
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
    </>
  );
}

/** The task's due date, labels, story points, description and link. */
export function TaskDetailFields({ labels }: { labels: Label[] }) {
  const t = useMessages(projectsMessages);
  return (
    <>
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
    </>
  );
}
