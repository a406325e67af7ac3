import type { Sprint, UnfinishedDestination } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { Alert, Descriptions, Modal, Typography } from 'antd';
import { Radio } from '@timely/shared-ui/antd-more';
import { useEffect, useState } from 'react';
import { formatHours, formatScore } from '../../../common/utils/format';

type CloseSprintModalProps = {
  sprint: Sprint | null;
  onClose: () => void;
  onConfirm: (sprint: Sprint, unfinishedTo: UnfinishedDestination) => Promise<unknown>;
};

/**
 * Shows the numbers that will be frozen, and asks where unfinished tasks go: the next sprint or the backlog.
 * A planned sprint cannot be closed: the server says why, and the dialog shows it.
 */
export function CloseSprintModal({ sprint, onClose, onConfirm }: CloseSprintModalProps) {
  const [unfinishedTo, setUnfinishedTo] = useState<UnfinishedDestination>('next');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorText = useErrorText();
  useEffect(() => {
    setError(null);
    setUnfinishedTo('next');
  }, [sprint]);
  if (!sprint) return null;
  const unfinished = sprint.tasksTotal - sprint.tasksCompleted;
  const confirm = async () => {
    setSaving(true);
    setError(null);
    try {
      await onConfirm(sprint, unfinishedTo);
      onClose();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`Close ${sprint.name}?`}
      okText="Close sprint"
      onOk={confirm}
      confirmLoading={saving}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        These numbers are frozen when the sprint closes; later changes to its tasks do not change them.
      </Typography.Paragraph>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Committed">{formatHours(sprint.snapshot.committedHours)}</Descriptions.Item>
        <Descriptions.Item label="Completed">{formatHours(sprint.snapshot.completedHours)}</Descriptions.Item>
        <Descriptions.Item label="Spill-over">{formatHours(sprint.snapshot.spillOverHours)}</Descriptions.Item>
        <Descriptions.Item label="Scope added after start">
          {formatHours(sprint.snapshot.scopeAddedHours)}
        </Descriptions.Item>
        <Descriptions.Item label="Actual hours">{formatHours(sprint.snapshot.actualHours)}</Descriptions.Item>
        <Descriptions.Item label="Score">{formatScore(sprint.snapshot.score)}</Descriptions.Item>
      </Descriptions>
      {unfinished > 0 && (
        <>
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 8 }}>
            {`The ${unfinished} unfinished task${unfinished === 1 ? '' : 's'} go${unfinished === 1 ? 'es' : ''} to:`}
          </Typography.Paragraph>
          <Radio.Group
            aria-label="Unfinished tasks go to"
            value={unfinishedTo}
            onChange={(event) => setUnfinishedTo(event.target.value as UnfinishedDestination)}
            options={[
              { value: 'next', label: 'The next sprint' },
              { value: 'backlog', label: 'The backlog' },
            ]}
          />
        </>
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
    </Modal>
  );
}
