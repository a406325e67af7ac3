import type { LeaveDecisionBody, LeaveRequest } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useState } from 'react';

/**
 * The decision being written: its note, the approver's consent to go below zero, the last refusal and which
 * button is saving. Closing forgets all of it.
 */
export function useLeaveDecision(
  request: LeaveRequest | null,
  onClose: () => void,
  decide: (id: string, body: LeaveDecisionBody) => Promise<unknown>,
) {
  const [note, setNote] = useState('');
  const [confirmOverdraw, setConfirmOverdraw] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<'approve' | 'reject' | null>(null);
  const errorText = useErrorText();
  const close = () => {
    setNote('');
    setConfirmOverdraw(false);
    setProblem(null);
    onClose();
  };
  const submit = async (decision: 'approve' | 'reject') => {
    if (!request) return;
    setSaving(decision);
    setProblem(null);
    try {
      await decide(request._id, { decision, note, confirmOverdraw });
      close();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSaving(null);
    }
  };
  return { note, setNote, confirmOverdraw, setConfirmOverdraw, problem, saving, close, submit };
}

export type LeaveDecision = ReturnType<typeof useLeaveDecision>;
