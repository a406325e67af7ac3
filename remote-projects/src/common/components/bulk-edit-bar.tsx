import { TASK_STATUS_LABELS, type ProjectPerson, type Sprint, type TaskStatusValue } from '@timely/contract';
import { toApiError } from '@timely/shared-auth';
import { Select } from '@timely/shared-ui/antd-more';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';

export type BulkChange =
  | { action: 'move'; sprintId: string | null }
  | { action: 'assign'; assigneeId: string | null }
  | { action: 'status'; status: TaskStatusValue }
  | { action: 'delete' };

const BACKLOG = 'backlog';
// completing needs each task's actual hours: never in bulk
const BULK_STATUSES: TaskStatusValue[] = ['not_started', 'in_progress', 'stuck'];

type BulkEditBarProps = {
  count: number;
  /** Where the tasks may move: these sprints, and the backlog when offered. */
  sprints: Sprint[];
  toBacklog?: boolean;
  /** Offer a status change (tasks in a sprint). */
  withStatus?: boolean;
  team: ProjectPerson[];
  onApply: (change: BulkChange) => Promise<unknown>;
  onClear: () => void;
};

/** What to do with the selected tasks: move, assign, change status or delete them, each after one confirmation. */
export function BulkEditBar({
  count,
  sprints,
  toBacklog = false,
  withStatus = false,
  team,
  onApply,
  onClear,
}: BulkEditBarProps) {
  const { modal, message } = App.useApp();
  const [sprintId, setSprintId] = useState<string>();
  const [assigneeId, setAssigneeId] = useState<string>();
  const [status, setStatus] = useState<TaskStatusValue>();
  const destinations = [
    ...sprints.map((sprint) => ({ value: sprint._id, label: sprint.name })),
    ...(toBacklog ? [{ value: BACKLOG, label: 'The backlog' }] : []),
  ];
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
      <Typography.Text strong>
        <bdi>{`${tasks} selected`}</bdi>
      </Typography.Text>
      <Select
        aria-label="Sprint to move to"
        placeholder="Sprint"
        style={{ minWidth: 160 }}
        value={sprintId}
        onChange={setSprintId}
        options={destinations}
      />
      <Button
        disabled={!sprintId}
        onClick={() =>
          sprintId &&
          confirm(
            `Move ${tasks} to ${destinations.find((each) => each.value === sprintId)?.label.replace('The backlog', 'the backlog')}?`,
            { action: 'move', sprintId: sprintId === BACKLOG ? null : sprintId },
          )
        }
      >
        Move
      </Button>
      <Select
        aria-label="Assign to"
        placeholder="Assignee"
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 160 }}
        value={assigneeId}
        onChange={setAssigneeId}
        options={[
          { value: 'nobody', label: 'Nobody' },
          ...team.map((person) => ({ value: person._id, label: person.name })),
        ]}
      />
      <Button
        disabled={!assigneeId}
        onClick={() =>
          assigneeId &&
          confirm(
            `Assign ${tasks} to ${assigneeId === 'nobody' ? 'nobody' : team.find((person) => person._id === assigneeId)?.name}?`,
            { action: 'assign', assigneeId: assigneeId === 'nobody' ? null : assigneeId },
          )
        }
      >
        Assign
      </Button>
      {withStatus && (
        <>
          <Select
            aria-label="Status to set"
            placeholder="Status"
            style={{ minWidth: 140 }}
            value={status}
            onChange={setStatus}
            options={BULK_STATUSES.map((value) => ({ value, label: TASK_STATUS_LABELS[value] }))}
          />
          <Button
            disabled={!status}
            onClick={() =>
              status && confirm(`Set ${tasks} to ${TASK_STATUS_LABELS[status]}?`, { action: 'status', status })
            }
          >
            Set status
          </Button>
        </>
      )}
      <Button danger onClick={() => confirm(`Delete ${tasks}?`, { action: 'delete' }, true)}>
        Delete
      </Button>
      <Button type="link" onClick={onClear}>
        Clear
      </Button>
    </Flex>
  );
}
