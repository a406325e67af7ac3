import type { SprintBoard } from '@timely/contract';
import { Select, Switch } from '@timely/shared-ui/antd-more';
import { Button, Flex, Typography } from 'antd';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../../messages/messages';
import { UNASSIGNED, type BoardFilters, type LaneGrouping } from '../utils/board-moves';

type BoardFilterBarProps = {
  assignees: SprintBoard['assignees'];
  jobRoles: SprintBoard['jobRoles'];
  filters: BoardFilters;
  lanes: LaneGrouping | null;
  onChange: (change: Partial<BoardFilters> & { lanes?: LaneGrouping | null }) => void;
};

/** Quick filters (only mine, recently updated), filters by assignee and function, and swimlanes by assignee. */
export function BoardFilterBar({ assignees, jobRoles, filters, lanes, onChange }: BoardFilterBarProps) {
  const t = useMessages(projectsMessages);
  const people = assignees.map((person) => ({ value: person._id, label: person.name }));
  const roles = jobRoles.map((role) => ({ value: role._id, label: role.name }));
  return (
    <Flex gap={12} wrap align="center">
      <Flex gap={8} role="group" aria-label={t('board.quickFilters')}>
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
        style={{ minWidth: 200 }}
        value={filters.assigneeId ?? undefined}
        onChange={(value?: string) => onChange({ assigneeId: value ?? null })}
        options={[...people, { value: UNASSIGNED, label: t('taskForm.notAssigned') }]}
      />
      <Select
        aria-label={t('board.filterFunction')}
        placeholder={t('board.everyFunction')}
        allowClear
        style={{ minWidth: 180 }}
        value={filters.jobRoleId ?? undefined}
        onChange={(value?: string) => onChange({ jobRoleId: value ?? null })}
        options={roles}
      />
      <Flex gap={8} align="center">
        <Switch
          id="board-lanes"
          size="small"
          checked={lanes === 'assignee'}
          onChange={(checked) => onChange({ lanes: checked ? 'assignee' : null })}
        />
        <Typography.Text>
          <label htmlFor="board-lanes">{t('board.lanes')}</label>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
