import { UNASSIGNED_FILTER, type Label } from '@timely/contract';
import { useMessages, useSearchBox } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Button, Flex, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import { projectsMessages } from '../../../messages/messages';
import { WorkItemFilterSelects } from '../../../common/components/work-item-filter-selects';
import { useFilterWidth } from '../../../common/hooks/use-filter-width';
import type { BacklogFilterValues } from '../api/get-backlog';
import type { BacklogFilterChange } from '../hooks/use-backlog-filters';

type FilterContext = {
  values: BacklogFilterValues;
  setFilter: (change: BacklogFilterChange) => void;
  team: ReadonlyArray<{ _id: string; name: string }>;
  labels: readonly Label[];
  epics: ReadonlyArray<{ _id: string; name: string; colour: string }>;
};

type BacklogFilterBarProps = FilterContext & {
  /** Some filter is set: the bar offers to clear them all. */
  active: boolean;
  onClear: () => void;
};

/**
 * The filters of the backlog, one entry each, in the order shown. A filter being added is one more entry
 * here, one more URL parameter in use-backlog-filters and one more query parameter of the backlog route.
 */
const FILTERS: ReadonlyArray<{ key: string; Control: (context: FilterContext) => ReactNode }> = [
  { key: 'search', Control: TextFilter },
  { key: 'assigneeId', Control: AssigneeFilter },
  { key: 'workItem', Control: WorkItemFilter },
];

/** Filters over the backlog and its sprint lists; their state is the URL. */
export function BacklogFilterBar({ active, onClear, ...context }: BacklogFilterBarProps) {
  const t = useMessages(projectsMessages);
  return (
    <Flex gap={12} wrap align="center" role="search" aria-label={t('planning.filters')}>
      {FILTERS.map(({ key, Control }) => (
        <Control key={key} {...context} />
      ))}
      {active && <Button onClick={onClear}>{t('planning.clearFilters')}</Button>}
    </Flex>
  );
}

function TextFilter({ values, setFilter }: FilterContext) {
  const t = useMessages(projectsMessages);
  const width = useFilterWidth(240);
  const committed = values.search ?? '';
  const box = useSearchBox(committed, (next) => setFilter({ search: next || null }), 400);
  // the box keeps what was typed; when the URL changes otherwise (Clear filters, Back), it follows
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== box.value.trim()) box.setValue(committed);
  }
  return (
    <Input.Search
      aria-label={t('planning.filterText')}
      placeholder={t('planning.filterText')}
      allowClear
      value={box.value}
      onChange={box.onChange}
      style={{ width: 240, ...width }}
    />
  );
}

function AssigneeFilter({ values, setFilter, team }: FilterContext) {
  const t = useMessages(projectsMessages);
  const width = useFilterWidth(200);
  return (
    <Select
      aria-label={t('board.filterAssignee')}
      placeholder={t('board.everyAssignee')}
      allowClear
      showSearch
      optionFilterProp="label"
      style={width}
      value={values.assigneeId}
      onChange={(value?: string) => setFilter({ assigneeId: value ?? null })}
      options={[
        ...team.map((person) => ({ value: person._id, label: person.name })),
        { value: UNASSIGNED_FILTER, label: t('taskForm.notAssigned') },
      ]}
    />
  );
}

/** Type, priority and label (several of each) and epic, as the board filters them too. */
function WorkItemFilter({ values, setFilter, labels, epics }: FilterContext) {
  return (
    <WorkItemFilterSelects
      filters={{
        type: values.type ?? [],
        priority: values.priority ?? [],
        label: values.label ?? [],
        epic: values.epic ?? null,
      }}
      onChange={setFilter}
      labels={labels}
      epics={epics}
    />
  );
}
