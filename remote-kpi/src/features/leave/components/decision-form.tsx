import { useMessages } from '@timely/shared-ui';
import { Alert, Button, Flex, Input } from 'antd';
import type { LeaveDecision } from '../hooks/use-leave-decision';
import { kpiMessages } from '../../../messages/messages';

/** The approver's note and the reject and approve buttons (approve waits for consent to go below zero). */
export function DecisionForm({ decision, overdraw }: { decision: LeaveDecision; overdraw: boolean }) {
  const t = useMessages(kpiMessages);
  const { note, setNote, confirmOverdraw, problem, saving, submit } = decision;
  return (
    <>
      <Input.TextArea
        aria-label={t('leave.decision.note')}
        placeholder={t('leave.decision.notePlaceholder')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={500}
        showCount
        rows={2}
      />
      {problem && <Alert type="error" showIcon title={problem} />}
      <Flex gap={8} justify="flex-end" wrap>
        <Button danger loading={saving === 'reject'} onClick={() => void submit('reject')}>
          {t('leave.decision.reject')}
        </Button>
        <Button
          type="primary"
          loading={saving === 'approve'}
          disabled={overdraw && !confirmOverdraw}
          onClick={() => void submit('approve')}
        >
          {t('leave.decision.approve')}
        </Button>
      </Flex>
    </>
  );
}
