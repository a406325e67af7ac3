import {
  FIRST_DAY,
  LAST_DAY,
  TASK_LABELS_MAX,
  TASK_PRIORITIES,
  TASK_TYPES,
  type Label,
  type TaskPriority,
  type TaskType,
} from '@timely/contract';
import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { DatePicker, Select } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { PriorityBadge, TaskTypeBadge } from './work-item-look';
import { projectsMessages } from '../../messages/messages';

type Size = 'small' | 'middle';

/** The type of a task, each option with its icon. */
export function TaskTypeSelect(props: {
  value?: TaskType;
  onChange?: (type: TaskType) => void;
  size?: Size;
  id?: string;
}) {
  const t = useMessages(projectsMessages);
  return (
    <Select<TaskType>
      {...props}
      aria-label={t('fields.type')}
      style={{ minWidth: 160 }}
      options={TASK_TYPES.map((type) => ({
        value: type,
        label: <TaskTypeBadge type={type} />,
        title: t(`fields.type.${type}` as const),
      }))}
    />
  );
}

/** The priority of a task, each option with its icon and colour, most urgent first. */
export function TaskPrioritySelect(props: {
  value?: TaskPriority;
  onChange?: (priority: TaskPriority) => void;
  size?: Size;
  id?: string;
}) {
  const t = useMessages(projectsMessages);
  return (
    <Select<TaskPriority>
      {...props}
      aria-label={t('fields.priority')}
      style={{ minWidth: 160 }}
      options={TASK_PRIORITIES.map((priority) => ({
        value: priority,
        label: <PriorityBadge priority={priority} />,
        title: t(`fields.priority.${priority}` as const),
      }))}
    />
  );
}

/**
 * A task's labels: the company's labels not retired, plus any retired one the task already has (marked, so
 * it can be taken off but not given again), at most TASK_LABELS_MAX.
 */
export function TaskLabelsSelect({
  labels,
  value = [],
  onChange,
  size,
  id,
}: {
  labels: Label[];
  value?: string[];
  onChange?: (labelIds: string[]) => void;
  size?: Size;
  id?: string;
}) {
  const t = useMessages(projectsMessages);
  const options = labels
    .filter((label) => !label.retired || value.includes(label._id))
    .map((label) => ({
      value: label._id,
      label: label.retired ? t('fields.retiredLabel', { name: label.name }) : label.name,
      disabled: label.retired,
      colour: label.colour,
    }));
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      size={size}
      aria-label={t('fields.labels')}
      placeholder={t('fields.chooseLabels')}
      style={{ minWidth: 200 }}
      value={value}
      onChange={onChange}
      optionFilterProp="label"
      maxCount={TASK_LABELS_MAX}
      options={options}
      optionRender={(option) => (
        <span>
          <span aria-hidden style={{ ...dotStyle, background: option.data.colour }} />
          {option.data.label}
        </span>
      )}
    />
  );
}

const dotStyle = {
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRadius: '50%',
  marginInlineEnd: 6,
};

/** Days a due date may take: the product's date window. */
const outsideDateWindow = (day: Dayjs) => day.format('YYYY-MM-DD') < FIRST_DAY || day.format('YYYY-MM-DD') > LAST_DAY;

/** A due date picker in the portal's date format, bounded to the product's date window. */
export function DueDatePicker(props: {
  value?: Dayjs | null;
  onChange?: (day: Dayjs | null) => void;
  size?: Size;
  id?: string;
}) {
  const t = useMessages(projectsMessages);
  return (
    <DatePicker
      {...props}
      aria-label={t('fields.dueDate')}
      allowClear
      placeholder={t('fields.noDueDate')}
      format={DATE_PICKER_FORMAT}
      disabledDate={outsideDateWindow}
      style={{ minWidth: 160 }}
    />
  );
}
