import type { Sprint } from '@timely/mock-server/contract';
import { toApiError } from '@timely/shared-auth';
import { Alert, Descriptions, Modal, Typography } from 'antd';
import { Checkbox } from '@timely/shared-ui/antd-more';
import { useEffect, useState } from 'react';
import { formatHours, formatScore } from '../../../common/utils/format';

type CloseSprintModalProps = {
  sprint: Sprint | null;
  onClose: () => void;
  onConfirm: (sprint: Sprint, moveUnfinished: boolean) => Promise<unknown>;
};

/** Shows the numbers that will be frozen, and asks whether unfinished tasks move to the next sprint. */
export function CloseSprintModal({ sprint, onClose, onConfirm }: CloseSprintModalProps) {
  const [moveUnfinished, setMoveUnfinished] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setError(null);
    setMoveUnfinished(true);
  }, [sprint]);
  if (!sprint) return null;
  const unfinished = sprint.tasksTotal - sprint.tasksCompleted;
  const confirm = async () => {
    setSaving(true);
    setError(null);
    try {
      await onConfirm(sprint, moveUnfinished && unfinished > 0);
      onClose();
    } catch (caught) {
      setError(toApiError(caught).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={`Close ${sprint.name}?`} okText="Close sprint" onOk={confirm} confirmLoading={saving} onCancel={onClose}>
      <Typography.Paragraph>These numbers are frozen when the sprint closes; later changes to its tasks do not change them.</Typography.Paragraph>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Committed">{formatHours(sprint.snapshot.committedHours)}</Descriptions.Item>
        <Descriptions.Item label="Completed">{formatHours(sprint.snapshot.completedHours)}</Descriptions.Item>
        <Descriptions.Item label="Spill-over">{formatHours(sprint.snapshot.spillOverHours)}</Descriptions.Item>
        <Descriptions.Item label="Scope added after start">{formatHours(sprint.snapshot.scopeAddedHours)}</Descriptions.Item>
        <Descriptions.Item label="Score">{formatScore(sprint.snapshot.score)}</Descriptions.Item>
      </Descriptions>
      {unfinished > 0 && (
        <Checkbox checked={moveUnfinished} onChange={(event) => setMoveUnfinished(event.target.checked)} style={{ marginTop: 16 }}>
          Move the {unfinished} unfinished task{unfinished === 1 ? '' : 's'} to the next sprint
        </Checkbox>
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
    </Modal>
  );
}
