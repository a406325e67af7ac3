import type { Label, SprintBoard } from '@timely/contract';
import { Select } from '@timely/shared-ui/antd-more';
import { Button, Flex } from 'antd';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../../messages/messages';
import { WorkItemFilterSelects } from '../../../../common/components/work-item-filter-selects';
import type { BoardFilterChange } from '../hooks/use-board-filters';
import { LANE_GROUPING_NAMES, type LaneGrouping } from '../utils/board-lanes';
import { isBoardFiltered, UNASSIGNED, type BoardFilters } from '../utils/board-moves';

type BoardFilterBarProps = {
  assignees: SprintBoard['assignees'];
  jobRoles: SprintBoard['jobRoles'];
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
 * epic, and the swimlanes (none, or by assignee, epic or priority).
 */
export function BoardFilterBar(props: BoardFilterBarProps) {
  const { assignees, jobRoles, labels, epics, filters, lanes, onChange, onClear } = props;
  const t = useMessages(projectsMessages);
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
        style={{ minWidth: 200, maxWidth: '100%' }}
        value={filters.assigneeId ?? undefined}
        onChange={(value?: string) => onChange({ assigneeId: value ?? null })}
        options={[...people, { value: UNASSIGNED, label: t('taskForm.notAssigned') }]}
      />
      <Select
        aria-label={t('board.filterFunction')}
        placeholder={t('board.everyFunction')}
        allowClear
        style={{ minWidth: 180, maxWidth: '100%' }}
        value={filters.jobRoleId ?? undefined}
        onChange={(value?: string) => onChange({ jobRoleId: value ?? null })}
        options={roles}
      />
      <WorkItemFilterSelects filters={filters} onChange={onChange} labels={labels} epics={epics} />
      <Select<string>
        aria-label={t('board.swimlanes')}
        prefix={<span aria-hidden>{t('board.swimlanes')}:</span>}
        style={{ minWidth: 200, maxWidth: '100%' }}
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
      {isBoardFiltered(filters) && (
        <Button size="small" onClick={onClear}>
          {t('planning.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}
