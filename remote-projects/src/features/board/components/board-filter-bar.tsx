import type { Task } from '@timely/mock-server/contract';
import { Select, Switch } from '@timely/shared-ui/antd-more';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { UNASSIGNED, type BoardFilters } from '../utils/board-moves';

type BoardFilterBarProps = {
  tasks: Task[];
  filters: BoardFilters;
  lanes: boolean;
  onChange: (change: Partial<BoardFilters> & { lanes?: boolean }) => void;
};

/** Filter the board by assignee and by function, and split it in swimlanes by assignee. */
export function BoardFilterBar({ tasks, filters, lanes, onChange }: BoardFilterBarProps) {
  const { people, roles } = useMemo(() => choices(tasks), [tasks]);
  return (
    <Flex gap={12} wrap align="center">
      <Select
        aria-label="Filter by assignee"
        placeholder="Every assignee"
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 200 }}
        value={filters.assigneeId ?? undefined}
        onChange={(value?: string) => onChange({ assigneeId: value ?? null })}
        options={[...people, { value: UNASSIGNED, label: 'Not assigned' }]}
      />
      <Select aria-label="Filter by function" placeholder="Every function" allowClear style={{ minWidth: 180 }} value={filters.jobRoleId ?? undefined} onChange={(value?: string) => onChange({ jobRoleId: value ?? null })} options={roles} />
      <Flex gap={8} align="center">
        <Switch id="board-lanes" size="small" checked={lanes} onChange={(checked) => onChange({ lanes: checked })} />
        <Typography.Text>
          <label htmlFor="board-lanes">Swimlanes by assignee</label>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

function choices(tasks: Task[]) {
  const people = new Map<string, string>();
  const roles = new Map<string, string>();
  for (const task of tasks) {
    if (task.assignee) people.set(task.assignee._id, task.assignee.name);
    if (task.jobRole) roles.set(task.jobRole._id, task.jobRole.name);
  }
  const sorted = (map: Map<string, string>) => [...map].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  return { people: sorted(people), roles: sorted(roles) };
}
