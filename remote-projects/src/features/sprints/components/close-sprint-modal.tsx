import type { Sprint, UnfinishedDestination } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { Alert, Descriptions, Modal, Typography } from 'antd';
import { Radio } from '@timely/shared-ui/antd-more';
import { useEffect, useState } from 'react';
import { formatAmount, formatHours, formatScore, snapshotInUnit } from '../../../common/utils/format';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';

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
  const t = useMessages(projectsMessages);
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
  const unit = sprint.snapshot.scoringUnit;
  const inUnit = snapshotInUnit(sprint.snapshot);
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
      title={t('sprints.closeConfirm', { name: sprint.name })}
      okText={t('sprints.closeSprint')}
      cancelText={t('common.cancel')}
      onOk={confirm}
      confirmLoading={saving}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t('sprints.frozenExplained')}</Typography.Paragraph>
      {unit === 'points' && (
        <Typography.Paragraph type="secondary">
          {t('sprint.summary.scoredByPoints', { count: sprint.snapshot.tasksWithoutPoints })}
        </Typography.Paragraph>
      )}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('sprint.numbers.committed')}>
          {formatAmount(t, inUnit.committed, unit)}
        </Descriptions.Item>
        <Descriptions.Item label={t('sprint.numbers.completed')}>
          {formatAmount(t, inUnit.completed, unit)}
        </Descriptions.Item>
        <Descriptions.Item label={t('sprint.numbers.spillOver')}>
          {formatAmount(t, inUnit.spillOver, unit)}
        </Descriptions.Item>
        <Descriptions.Item label={t('sprints.scopeAddedAfterStart')}>
          {formatAmount(t, inUnit.scopeAdded, unit)}
        </Descriptions.Item>
        <Descriptions.Item label={t('sprint.numbers.actualHours')}>
          {formatHours(t, sprint.snapshot.actualHours)}
        </Descriptions.Item>
        <Descriptions.Item label={t('sprint.numbers.score')}>{formatScore(sprint.snapshot.score)}</Descriptions.Item>
      </Descriptions>
      {unfinished > 0 && (
        <>
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 8 }}>
            {t('sprints.unfinishedGoTo', { count: unfinished })}
          </Typography.Paragraph>
          <Radio.Group
            aria-label={t('sprints.unfinishedLabel')}
            value={unfinishedTo}
            onChange={(event) => setUnfinishedTo(event.target.value as UnfinishedDestination)}
            options={[
              { value: 'next', label: t('sprints.nextSprint') },
              { value: 'backlog', label: t('bulk.backlog') },
            ]}
          />
        </>
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
    </Modal>
  );
}
