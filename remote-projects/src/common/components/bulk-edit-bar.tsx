import type { ProjectPerson, Sprint, TaskStatusValue } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { projectsMessages } from '../../messages/messages';
import { taskStatusLabel } from '../utils/labels';

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
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  // the tasks the server refused are named (each completed one, say), not only why
  const refusal = (caught: unknown) =>
    [errorText(caught), (toApiError(caught).details ?? []).map(fieldText).join(t('common.listSeparator'))]
      .filter(Boolean)
      .join(' ');
  const { modal, message } = App.useApp();
  const [sprintId, setSprintId] = useState<string>();
  const [assigneeId, setAssigneeId] = useState<string>();
  const [status, setStatus] = useState<TaskStatusValue>();
  const destinations = [
    ...sprints.map((sprint) => ({ value: sprint._id, label: sprint.name })),
    ...(toBacklog ? [{ value: BACKLOG, label: t('bulk.backlog') }] : []),
  ];
  const confirm = (title: string, change: BulkChange, danger = false) =>
    modal.confirm({
      title,
      okText: danger ? t('projects.delete') : t('bulk.apply'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger },
      onOk: () => onApply(change).catch((caught: unknown) => void message.error(refusal(caught))),
    });
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }} role="toolbar" aria-label={t('bulk.label')}>
      <Typography.Text strong>
        <bdi>{t('bulk.selected', { count })}</bdi>
      </Typography.Text>
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
      {withStatus && (
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
      )}
      <Button danger onClick={() => confirm(t('bulk.confirmDelete', { count }), { action: 'delete' }, true)}>
        {t('projects.delete')}
      </Button>
      <Button type="link" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </Flex>
  );
}
