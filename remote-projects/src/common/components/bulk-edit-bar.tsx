import type { ProjectPerson, Sprint } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Button, Flex, Typography } from 'antd';
import { projectsMessages } from '../../messages/messages';
import { useBulkConfirm, type BulkChange } from '../hooks/use-bulk-confirm';
import { BulkAssignControl, BulkMoveControl, BulkStatusControl } from './bulk-edit-controls';

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
  const confirm = useBulkConfirm(onApply);
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }} role="toolbar" aria-label={t('bulk.label')}>
      <Typography.Text strong>
        <bdi>{t('bulk.selected', { count })}</bdi>
      </Typography.Text>
      <BulkMoveControl count={count} sprints={sprints} toBacklog={toBacklog} confirm={confirm} />
      <BulkAssignControl count={count} team={team} confirm={confirm} />
      {withStatus && <BulkStatusControl count={count} confirm={confirm} />}
      <Button danger onClick={() => confirm(t('bulk.confirmDelete', { count }), { action: 'delete' }, true)}>
        {t('projects.delete')}
      </Button>
      <Button type="link" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </Flex>
  );
}
