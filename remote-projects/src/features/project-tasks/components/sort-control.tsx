import { PROJECT_TASK_SORTS } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Flex } from 'antd';
import { projectTasksMessages } from '../messages/messages';
import type { TaskListQuery } from '../utils/view-query';

type SortControlProps = { query: TaskListQuery; onChange: (change: Partial<TaskListQuery>) => void };

/** Every order the API sorts by, the plan's order and the change and creation times included (no column shows those). */
export function SortControl({ query, onChange }: SortControlProps) {
  const t = useMessages(projectTasksMessages);
  return (
    <Flex gap={8} wrap>
      <Select
        aria-label={t('projectTasks.sortBy')}
        value={query.sort}
        onChange={(sort) => onChange({ sort, page: 1 })}
        options={PROJECT_TASK_SORTS.map((value) => ({ value, label: t(`projectTasks.sort.${value}` as const) }))}
        style={{ minWidth: 150 }}
        popupMatchSelectWidth={false}
      />
      <Select
        aria-label={t('projectTasks.order')}
        value={query.order}
        onChange={(order) => onChange({ order, page: 1 })}
        options={(['asc', 'desc'] as const).map((value) => ({
          value,
          label: t(`projectTasks.order.${value}` as const),
        }))}
        style={{ minWidth: 130 }}
        popupMatchSelectWidth={false}
      />
    </Flex>
  );
}
