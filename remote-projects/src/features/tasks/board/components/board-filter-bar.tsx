import type { SprintBoard } from '@timely/contract';
import { Select, Switch } from '@timely/shared-ui/antd-more';
import { Flex, Typography } from 'antd';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../../messages/messages';
import { UNASSIGNED, type BoardFilters } from '../utils/board-moves';

type BoardFilterBarProps = {
  assignees: SprintBoard['assignees'];
  jobRoles: SprintBoard['jobRoles'];
  filters: BoardFilters;
  lanes: boolean;
  onChange: (change: Partial<BoardFilters> & { lanes?: boolean }) => void;
};

/** Filter the board by assignee and by function, and split it in swimlanes by assignee. */
export function BoardFilterBar({ assignees, jobRoles, filters, lanes, onChange }: BoardFilterBarProps) {
  const t = useMessages(projectsMessages);
  const people = assignees.map((person) => ({ value: person._id, label: person.name }));
  const roles = jobRoles.map((role) => ({ value: role._id, label: role.name }));
  return (
    <Flex gap={12} wrap align="center">
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
        <Switch id="board-lanes" size="small" checked={lanes} onChange={(checked) => onChange({ lanes: checked })} />
        <Typography.Text>
          <label htmlFor="board-lanes">{t('board.lanes')}</label>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
