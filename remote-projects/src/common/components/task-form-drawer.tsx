import type { CreateTaskBody, JobRole, Label, ProjectPerson, Task } from '@timely/contract';
import { FormDrawer } from '@timely/shared-auth';
import { Form } from 'antd';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../messages/messages';
import { useActivityOptions } from '../hooks/use-activity-options';
import { taskBody, taskFormValues, type TaskFormValues } from '../utils/task-form-values';
import { TaskDetailFields, TaskWorkFields } from './task-form-fields';

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
  const [form] = Form.useForm<TaskFormValues>();
  const jobRoleId = Form.useWatch('jobRoleId', form);
  const activities = useActivityOptions(jobRoles, jobRoleId, task);
  return (
    <FormDrawer<TaskFormValues>
      open={open}
      title={task ? t('projects.editNamed', { name: task.title }) : t('taskForm.new')}
      form={form}
      initialValues={taskFormValues(task)}
      onSubmit={(values) => onSave(taskBody(values))}
      onClose={onClose}
      submitLabel={task ? t('projects.form.save') : t('taskForm.create')}
    >
      <TaskWorkFields form={form} jobRoles={jobRoles} activities={activities} team={team} />
      <TaskDetailFields labels={labels} />
    </FormDrawer>
  );
}
