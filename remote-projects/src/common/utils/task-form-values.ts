import type { CreateTaskBody, Task, TaskPriority, TaskType } from '@timely/contract';
import dayjs, { type Dayjs } from 'dayjs';

export type TaskFormValues = {
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

/** The form's values for a task being edited, or a new task's defaults. */
export function taskFormValues(task: Task | null): Partial<TaskFormValues> {
  return task
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
}

/** The values as the API takes them: nothing left undefined, the due date as a day. */
export function taskBody(values: TaskFormValues): CreateTaskBody {
  return {
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
  };
}
