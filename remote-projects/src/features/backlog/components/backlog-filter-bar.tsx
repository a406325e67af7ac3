import { UNASSIGNED_FILTER } from '@timely/contract';
import { useMessages, useSearchBox } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Flex, Input } from 'antd';
import type { ReactNode } from 'react';
import { projectsMessages } from '../../../messages/messages';
import type { BacklogFilterValues } from '../api/get-backlog';

type FilterContext = {
  values: BacklogFilterValues;
  setFilter: (key: keyof BacklogFilterValues, value: string | null) => void;
  team: ReadonlyArray<{ _id: string; name: string }>;
};

/**
 * The filters of the backlog, one entry each, in the order shown. A filter being added (type, priority,
 * label, epic) is one more entry here, one more URL parameter in use-backlog-filters and one more query
 * parameter of the backlog route.
 */
const FILTERS: ReadonlyArray<{ key: keyof BacklogFilterValues; Control: (context: FilterContext) => ReactNode }> = [
  { key: 'search', Control: TextFilter },
  { key: 'assigneeId', Control: AssigneeFilter },
];

/** Filters over the backlog and its sprint lists; their state is the URL. */
export function BacklogFilterBar(context: FilterContext) {
  const t = useMessages(projectsMessages);
  return (
    <Flex gap={12} wrap align="center" role="search" aria-label={t('planning.filters')}>
      {FILTERS.map(({ key, Control }) => (
        <Control key={key} {...context} />
      ))}
    </Flex>
  );
}

function TextFilter({ values, setFilter }: FilterContext) {
  const t = useMessages(projectsMessages);
  const box = useSearchBox(values.search ?? '', (next) => setFilter('search', next || null), 400);
  return (
    <Input.Search
      aria-label={t('planning.filterText')}
      placeholder={t('planning.filterText')}
      allowClear
      value={box.value}
      onChange={box.onChange}
      style={{ width: 240, maxWidth: '100%' }}
    />
  );
}

function AssigneeFilter({ values, setFilter, team }: FilterContext) {
  const t = useMessages(projectsMessages);
  return (
    <Select
      aria-label={t('board.filterAssignee')}
      placeholder={t('board.everyAssignee')}
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 200 }}
      value={values.assigneeId}
      onChange={(value?: string) => setFilter('assigneeId', value ?? null)}
      options={[
        ...team.map((person) => ({ value: person._id, label: person.name })),
        { value: UNASSIGNED_FILTER, label: t('taskForm.notAssigned') },
      ]}
    />
  );
}
