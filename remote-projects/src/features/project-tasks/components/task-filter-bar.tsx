import {
  BACKLOG_FILTER,
  NO_EPIC_FILTER,
  UNASSIGNED_FILTER,
  TASK_PRIORITIES,
  TASK_STATUS_VALUES,
  TASK_TYPES,
} from '@timely/contract';
import { useMessages, useSearchBox } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Button, Flex, Input } from 'antd';
import { useEffect, useState } from 'react';
import { projectsMessages } from '../../../messages/messages';
import { projectTasksMessages } from '../messages/messages';
import { isFiltered, LIST_FILTERS, type ListFilter, type TaskListQuery } from '../utils/view-query';

type Choice = { value: string; label: string };

/** What the choices of the project's own lists are: its team, the company's labels, its epics and sprints. */
export type FilterChoices = Record<'assignee' | 'label' | 'epic' | 'sprint', Choice[]>;

type TaskFilterBarProps = {
  query: TaskListQuery;
  choices: FilterChoices;
  onChange: (change: Partial<TaskListQuery>) => void;
};

/** The list's filters: a text search and one multiple choice per field; each change is the URL's. */
export function TaskFilterBar({ query, choices, onChange }: TaskFilterBarProps) {
  const t = useMessages(projectTasksMessages);
  const words = useMessages(projectsMessages);
  // the choices as picked, ahead of the URL: a second pick before the address has changed keeps the first
  const [picked, setPicked] = useState(query);
  useEffect(() => setPicked(query), [query]);
  const box = useSearchBox(query.search ?? '', (next) => onChange({ search: next || undefined }), 400);
  const fixed: Record<Exclude<ListFilter, keyof FilterChoices>, Choice[]> = {
    type: TASK_TYPES.map((value) => ({ value, label: words(`fields.type.${value}` as const) })),
    status: TASK_STATUS_VALUES.map((value) => ({ value, label: words(`status.task.${value}` as const) })),
    priority: TASK_PRIORITIES.map((value) => ({ value, label: words(`fields.priority.${value}` as const) })),
  };
  const options: Record<ListFilter, Choice[]> = {
    ...fixed,
    assignee: [...choices.assignee, { value: UNASSIGNED_FILTER, label: t('projectTasks.filter.unassigned') }],
    label: choices.label,
    epic: [...choices.epic, { value: NO_EPIC_FILTER, label: t('projectTasks.filter.noEpic') }],
    sprint: [...choices.sprint, { value: BACKLOG_FILTER, label: t('projectTasks.backlog') }],
  };
  const clear = () =>
    onChange({ search: undefined, ...Object.fromEntries(LIST_FILTERS.map((filter) => [filter, undefined])) });
  return (
    <Flex gap={8} wrap align="center" role="search" aria-label={t('projectTasks.filters')} style={{ marginBottom: 16 }}>
      <Input.Search
        aria-label={t('projectTasks.filter.search')}
        placeholder={t('projectTasks.filter.search')}
        allowClear
        value={box.value}
        onChange={box.onChange}
        style={{ width: 260, maxWidth: '100%' }}
      />
      {LIST_FILTERS.map((filter) => (
        <Select
          key={filter}
          mode="multiple"
          allowClear
          showSearch
          optionFilterProp="label"
          maxTagCount="responsive"
          aria-label={t(`projectTasks.filter.${filter}` as const)}
          placeholder={t(`projectTasks.filter.${filter}` as const)}
          value={picked[filter] ?? []}
          onChange={(values: string[]) => {
            const change = { [filter]: values.length ? values : undefined };
            setPicked((previous) => ({ ...previous, ...change }));
            onChange(change);
          }}
          options={options[filter]}
          style={{ minWidth: 150, maxWidth: '100%' }}
          popupMatchSelectWidth={false}
        />
      ))}
      {isFiltered(query) && (
        <Button type="link" onClick={clear}>
          {t('projectTasks.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}
