import type { ProjectPerson, Sprint, TaskStatusValue } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Button } from 'antd';
import { useState } from 'react';
import { projectsMessages } from '../../messages/messages';
import type { ConfirmBulk } from '../hooks/use-bulk-confirm';
import { taskStatusLabel } from '../utils/labels';

const BACKLOG = 'backlog';
// completing needs each task's actual hours: never in bulk
const BULK_STATUSES: TaskStatusValue[] = ['not_started', 'in_progress', 'stuck'];

type MoveProps = { count: number; sprints: Sprint[]; toBacklog: boolean; confirm: ConfirmBulk };

/** Where to move the selected tasks (a sprint, or the backlog when offered) and Move. */
export function BulkMoveControl({ count, sprints, toBacklog, confirm }: MoveProps) {
  const t = useMessages(projectsMessages);
  const [sprintId, setSprintId] = useState<string>();
  const destinations = [
    ...sprints.map((sprint) => ({ value: sprint._id, label: sprint.name })),
    ...(toBacklog ? [{ value: BACKLOG, label: t('bulk.backlog') }] : []),
  ];
  return (
    <>
      <Select
        aria-label={t('bulk.moveTo')}
        placeholder={t('bulk.sprint')}
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
            sprintId === BACKLOG
              ? t('bulk.confirmMoveBacklog', { count })
              : t('bulk.confirmMove', {
                  count,
                  sprint: destinations.find((each) => each.value === sprintId)?.label ?? '',
                }),
            { action: 'move', sprintId: sprintId === BACKLOG ? null : sprintId },
          )
        }
      >
        {t('bulk.move')}
      </Button>
    </>
  );
}

type AssignProps = { count: number; team: ProjectPerson[]; confirm: ConfirmBulk };

/** Whom to give the selected tasks to (or nobody) and Assign. */
export function BulkAssignControl({ count, team, confirm }: AssignProps) {
  const t = useMessages(projectsMessages);
  const [assigneeId, setAssigneeId] = useState<string>();
  return (
    <>
      <Select
        aria-label={t('bulk.assignTo')}
        placeholder={t('bulk.assignee')}
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 160 }}
        value={assigneeId}
        onChange={setAssigneeId}
        options={[
          { value: 'nobody', label: t('bulk.nobody') },
          ...team.map((person) => ({ value: person._id, label: person.name })),
        ]}
      />
      <Button
        disabled={!assigneeId}
        onClick={() =>
          assigneeId &&
          confirm(
            assigneeId === 'nobody'
              ? t('bulk.confirmUnassign', { count })
              : t('bulk.confirmAssign', {
                  count,
                  name: team.find((person) => person._id === assigneeId)?.name ?? '',
                }),
            { action: 'assign', assigneeId: assigneeId === 'nobody' ? null : assigneeId },
          )
        }
      >
        {t('bulk.assign')}
      </Button>
    </>
  );
}

/** The status to give the selected tasks (not done: that needs each one's hours) and Set status. */
export function BulkStatusControl({ count, confirm }: { count: number; confirm: ConfirmBulk }) {
  const t = useMessages(projectsMessages);
  const [status, setStatus] = useState<TaskStatusValue>();
  return (
    <>
      <Select
        aria-label={t('bulk.statusToSet')}
        placeholder={t('projects.column.status')}
        style={{ minWidth: 140 }}
        value={status}
        onChange={setStatus}
        options={BULK_STATUSES.map((value) => ({ value, label: taskStatusLabel(t, value) }))}
      />
      <Button
        disabled={!status}
        onClick={() =>
          status &&
          confirm(t('bulk.confirmStatus', { count, status: taskStatusLabel(t, status) }), {
            action: 'status',
            status,
          })
        }
      >
        {t('bulk.setStatus')}
      </Button>
    </>
  );
}
