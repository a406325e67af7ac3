import type { ProjectPerson, Sprint } from '@timely/mock-server/contract';
import { toApiError } from '@timely/shared-auth';
import { Select } from '@timely/shared-ui/antd-more';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';

export type BulkChange = { action: 'move'; sprintId: string } | { action: 'assign'; assigneeId: string | null } | { action: 'delete' };

type BacklogBulkBarProps = {
  count: number;
  sprints: Sprint[];
  team: ProjectPerson[];
  onApply: (change: BulkChange) => Promise<unknown>;
  onClear: () => void;
};

/** What to do with the selected tasks: move them into a sprint, assign them, or delete them, after one confirmation. */
export function BacklogBulkBar({ count, sprints, team, onApply, onClear }: BacklogBulkBarProps) {
  const { modal, message } = App.useApp();
  const [sprintId, setSprintId] = useState<string>();
  const [assigneeId, setAssigneeId] = useState<string>();
  const tasks = `${count} task${count === 1 ? '' : 's'}`;
  const confirm = (title: string, change: BulkChange, danger = false) =>
    modal.confirm({
      title,
      okText: danger ? 'Delete' : 'Apply',
      okButtonProps: { danger },
      onOk: () => onApply(change).catch((caught: unknown) => void message.error(toApiError(caught).message)),
    });
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }} role="toolbar" aria-label="Bulk edit">
      <Typography.Text strong>{`${tasks} selected`}</Typography.Text>
      <Select aria-label="Sprint to move to" placeholder="Sprint" style={{ minWidth: 160 }} value={sprintId} onChange={setSprintId} options={sprints.map((sprint) => ({ value: sprint._id, label: sprint.name }))} />
      <Button disabled={!sprintId} onClick={() => sprintId && confirm(`Move ${tasks} to ${sprints.find((sprint) => sprint._id === sprintId)?.name}?`, { action: 'move', sprintId })}>
        Move
      </Button>
      <Select aria-label="Assign to" placeholder="Assignee" showSearch optionFilterProp="label" style={{ minWidth: 160 }} value={assigneeId} onChange={setAssigneeId} options={[{ value: 'nobody', label: 'Nobody' }, ...team.map((person) => ({ value: person._id, label: person.name }))]} />
      <Button disabled={!assigneeId} onClick={() => assigneeId && confirm(`Assign ${tasks} to ${assigneeId === 'nobody' ? 'nobody' : team.find((person) => person._id === assigneeId)?.name}?`, { action: 'assign', assigneeId: assigneeId === 'nobody' ? null : assigneeId })}>
        Assign
      </Button>
      <Button danger onClick={() => confirm(`Delete ${tasks}?`, { action: 'delete' }, true)}>
        Delete
      </Button>
      <Button type="link" onClick={onClear}>
        Clear
      </Button>
    </Flex>
  );
}
