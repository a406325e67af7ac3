import type { Label, SprintBoardCards } from '@timely/contract';
import { Select } from '@timely/shared-ui/antd-more';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useMediaQuery, useMessages } from '@timely/shared-ui';
import { useFilterWidth } from '../../../../common/hooks/use-filter-width';
import { projectsMessages } from '../../../../messages/messages';
import { WorkItemFilterSelects } from '../../../../common/components/work-item-filter-selects';
import type { BoardFilterChange } from '../hooks/use-board-filters';
import { LANE_GROUPING_NAMES, type LaneGrouping } from '../utils/board-lanes';
import { boardFilterCount, UNASSIGNED, type BoardFilters } from '../utils/board-moves';

type BoardFilterBarProps = {
  assignees: SprintBoardCards['assignees'];
  jobRoles: SprintBoardCards['jobRoles'];
  /** The company's labels and the project's epics, to filter by. */
  labels: readonly Label[];
  epics: ReadonlyArray<{ _id: string; name: string; colour: string }>;
  filters: BoardFilters;
  lanes: LaneGrouping | null;
  onChange: (change: BoardFilterChange) => void;
  onClear: () => void;
};

const NO_LANES = 'none';

/**
 * Quick filters (only mine, recently updated), filters by assignee, function, type, priority, label and
 * epic, and the swimlanes (none, or by assignee, epic or priority). On a phone they fold behind a button
 * saying how many are set, so the first card shows near the top.
 */
export function BoardFilterBar(props: BoardFilterBarProps) {
  const t = useMessages(projectsMessages);
  const narrow = useMediaQuery('(max-width: 575px)');
  const [open, setOpen] = useState(false);
  if (!narrow) return <FilterControls {...props} />;
  return (
    <Flex vertical gap={8} align="flex-start">
      <Button size="small" type="link" aria-expanded={open} onClick={() => setOpen(!open)} style={{ paddingInline: 0 }}>
        {open ? t('board.hideFilters') : t('board.showFilters', { count: boardFilterCount(props.filters) })}
      </Button>
      {open && <FilterControls {...props} />}
    </Flex>
  );
}

function FilterControls(props: BoardFilterBarProps) {
  const { assignees, jobRoles, labels, epics, filters, lanes, onChange, onClear } = props;
  const t = useMessages(projectsMessages);
  const assigneeWidth = useFilterWidth(200);
  const functionWidth = useFilterWidth(180);
  const people = assignees.map((person) => ({ value: person._id, label: person.name }));
  const roles = jobRoles.map((role) => ({ value: role._id, label: role.name }));
  return (
    <Flex gap={12} wrap align="center" role="search" aria-label={t('planning.filters')}>
      <Flex gap={8} wrap role="group" aria-label={t('board.quickFilters')}>
        <Button
          size="small"
          aria-pressed={filters.mine}
          type={filters.mine ? 'primary' : 'default'}
          onClick={() => onChange({ mine: !filters.mine })}
        >
          {t('board.quick.mine')}
        </Button>
        <Button
          size="small"
          aria-pressed={filters.recent}
          type={filters.recent ? 'primary' : 'default'}
          onClick={() => onChange({ recent: !filters.recent })}
        >
          {t('board.quick.recent')}
        </Button>
      </Flex>
      <Select
        aria-label={t('board.filterAssignee')}
        placeholder={t('board.everyAssignee')}
        allowClear
        showSearch
        optionFilterProp="label"
        style={assigneeWidth}
        value={filters.assigneeId ?? undefined}
        onChange={(value?: string) => onChange({ assigneeId: value ?? null })}
        options={[...people, { value: UNASSIGNED, label: t('taskForm.notAssigned') }]}
      />
      <Select
        aria-label={t('board.filterFunction')}
        placeholder={t('board.everyFunction')}
        allowClear
        style={functionWidth}
        value={filters.jobRoleId ?? undefined}
        onChange={(value?: string) => onChange({ jobRoleId: value ?? null })}
        options={roles}
      />
      <WorkItemFilterSelects filters={filters} onChange={onChange} labels={labels} epics={epics} />
      <Select<string>
        aria-label={t('board.swimlanes')}
        prefix={<span aria-hidden>{t('board.swimlanes')}:</span>}
        style={assigneeWidth}
        value={lanes ?? NO_LANES}
        onChange={(value) => onChange({ lanes: value === NO_LANES ? null : (value as LaneGrouping) })}
        options={[
          { value: NO_LANES, label: t('board.swimlanes.none') },
          ...LANE_GROUPING_NAMES.map((grouping) => ({
            value: grouping,
            label: t(`board.swimlanes.${grouping}` as const),
          })),
        ]}
      />
      {boardFilterCount(filters) > 0 && (
        <Button size="small" onClick={onClear}>
          {t('planning.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}
