import type { Task, UpdateTaskBody } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCompanyLabels } from '../../../common/api/get-company-options';
import { DueDate, LabelTags, PriorityBadge, TaskTypeBadge } from '../../../common/components/work-item-look';
import {
  DueDatePicker,
  TaskLabelsSelect,
  TaskPrioritySelect,
  TaskTypeSelect,
} from '../../../common/components/work-item-controls';
import { projectsMessages } from '../../../messages/messages';

type KindControlProps = { task: Task; patch: (body: UpdateTaskBody) => void };

/** Its type: managers change it here (`canEdit`), others read it. */
export function TypeControl({ task, patch }: KindControlProps) {
  return task.canEdit ? (
    <TaskTypeSelect size="small" value={task.type} onChange={(type) => patch({ type })} />
  ) : (
    <TaskTypeBadge type={task.type} />
  );
}

/** Its priority: managers change it here, others read it. */
export function PriorityControl({ task, patch }: KindControlProps) {
  return task.canEdit ? (
    <TaskPrioritySelect size="small" value={task.priority} onChange={(priority) => patch({ priority })} />
  ) : (
    <PriorityBadge priority={task.priority} />
  );
}

/** Its due date, with a picker for managers. */
export function DueDateControl({ task, patch }: KindControlProps) {
  const t = useMessages(projectsMessages);
  return (
    <Flex gap={6} align="center" wrap>
      {task.canEdit && (
        <DueDatePicker
          size="small"
          value={task.dueDate ? dayjs(task.dueDate) : null}
          onChange={(day) => patch({ dueDate: day ? day.format('YYYY-MM-DD') : null })}
        />
      )}
      {task.dueDate ? <DueDate task={task} /> : !task.canEdit && t('fields.noDueDate')}
    </Flex>
  );
}

/** Its labels, among the company's: managers change them here, others read them. */
export function LabelsControl({ task, patch }: KindControlProps) {
  const t = useMessages(projectsMessages);
  const labels = useCompanyLabels();
  if (task.canEdit)
    return (
      <TaskLabelsSelect
        size="small"
        labels={labels}
        value={task.labelIds}
        onChange={(labelIds) => patch({ labelIds })}
      />
    );
  return task.labelIds.length ? (
    <LabelTags labelIds={task.labelIds} labels={labels} />
  ) : (
    <Typography.Text type="secondary">{t('fields.noLabels')}</Typography.Text>
  );
}
