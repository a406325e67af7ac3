import { CONSENSUS_ANSWER_LABELS, type LeaveDecisionBody, type LeaveRequest } from '@timely/contract';
import { useErrorText, QueryErrorState } from '@timely/shared-auth';
import { LoadingState, useScreen } from '@timely/shared-ui';
import { Alert, Button, Card, Descriptions, Drawer, Flex, Input, Tag, Typography, Progress } from 'antd';
import { Checkbox } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { useCoverage } from '../api/get-coverage';
import { formatDays, formatSpan, LEAVE_STATUS_COLORS, LEAVE_TYPE_LABELS } from '../utils/leave-format';

type DecisionDrawerProps = {
  request: LeaveRequest | null;
  onClose: () => void;
  decide: (id: string, body: LeaveDecisionBody) => Promise<unknown>;
};

/**
 * What an approver sees before deciding: who else on the requester's projects is away on those dates,
 * the share of each team left, the colleagues' answers and the balance; then approve or reject with a note.
 */
export function DecisionDrawer({ request, onClose, decide }: DecisionDrawerProps) {
  const coverage = useCoverage(request?._id ?? null);
  const [note, setNote] = useState('');
  const [confirmOverdraw, setConfirmOverdraw] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<'approve' | 'reject' | null>(null);
  const errorText = useErrorText();
  const notPhone = useScreen('sm');
  const overdraw =
    coverage.data?.balanceAfter !== null && coverage.data?.balanceAfter !== undefined && coverage.data.balanceAfter < 0;
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
  return (
    <Drawer
      title={request ? `Leave of ${request.peer.name}` : 'Leave'}
      open={Boolean(request)}
      onClose={close}
      size={notPhone ? 520 : '100%'}
      destroyOnHidden
    >
      {request && (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Type">{LEAVE_TYPE_LABELS[request.type]}</Descriptions.Item>
            <Descriptions.Item label="Dates">{formatSpan(request)}</Descriptions.Item>
            <Descriptions.Item label="Working days">{formatDays(request.days)}</Descriptions.Item>
            <Descriptions.Item label="Reason">{request.reason || '—'}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <Tag color={LEAVE_STATUS_COLORS[request.status]}>{request.status}</Tag>
            </Descriptions.Item>
          </Descriptions>
          {coverage.isPending ? (
            <LoadingState label="Loading team coverage" />
          ) : coverage.isError ? (
            <QueryErrorState query={coverage} title="Could not load the team coverage" />
          ) : (
            <>
              <section aria-label="Team coverage">
                <Typography.Title level={5}>Team coverage</Typography.Title>
                {coverage.data.projects.length === 0 && (
                  <Typography.Text type="secondary">Not on any project.</Typography.Text>
                )}
                <Flex vertical gap={8}>
                  {coverage.data.projects.map((project) => (
                    <Card key={project._id} size="small">
                      <Flex vertical gap={4}>
                        <Flex justify="space-between" wrap gap={8}>
                          <Typography.Text strong>{project.name}</Typography.Text>
                          <Typography.Text>{`${project.presentPercent}% of ${project.teamSize} at work`}</Typography.Text>
                        </Flex>
                        <Progress
                          percent={project.presentPercent}
                          size="small"
                          showInfo={false}
                          status={project.presentPercent < 50 ? 'exception' : 'normal'}
                          aria-label={`${project.name}: ${project.presentPercent}% at work`}
                        />
                        {project.away.length === 0 ? (
                          <Typography.Text type="secondary">Nobody else away</Typography.Text>
                        ) : (
                          project.away.map((away) => (
                            <Typography.Text key={`${away.peer._id}-${away.fromDate}`}>
                              {`${away.peer.name} away ${formatSpan({ ...away, halfDayStart: false, halfDayEnd: false })}`}{' '}
                              <Tag color={LEAVE_STATUS_COLORS[away.status]}>{away.status}</Tag>
                            </Typography.Text>
                          ))
                        )}
                      </Flex>
                    </Card>
                  ))}
                </Flex>
              </section>
              <section aria-label="Colleagues' answers">
                <Typography.Title level={5}>Colleagues&apos; answers</Typography.Title>
                {coverage.data.answers.length === 0 ? (
                  <Typography.Text type="secondary">No answers yet.</Typography.Text>
                ) : (
                  coverage.data.answers.map((answer) => (
                    <div key={answer.peer._id}>
                      <Typography.Text strong>{answer.peer.name}</Typography.Text>:{' '}
                      {CONSENSUS_ANSWER_LABELS[answer.answer]}
                    </div>
                  ))
                )}
              </section>
              {overdraw && (
                <Alert
                  type="warning"
                  showIcon
                  title={`Approving takes the ${LEAVE_TYPE_LABELS[request.type].toLowerCase()} balance to ${coverage.data.balanceAfter} days.`}
                  description={
                    <Checkbox checked={confirmOverdraw} onChange={(event) => setConfirmOverdraw(event.target.checked)}>
                      Approve below zero anyway
                    </Checkbox>
                  }
                />
              )}
            </>
          )}
          {request.canDecide && (
            <>
              <Input.TextArea
                aria-label="Decision note"
                placeholder="A note for the requester (optional)"
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={500}
                rows={2}
              />
              {problem && <Alert type="error" showIcon title={problem} />}
              <Flex gap={8} justify="flex-end" wrap>
                <Button danger loading={saving === 'reject'} onClick={() => void submit('reject')}>
                  Reject
                </Button>
                <Button
                  type="primary"
                  loading={saving === 'approve'}
                  disabled={overdraw && !confirmOverdraw}
                  onClick={() => void submit('approve')}
                >
                  Approve
                </Button>
              </Flex>
            </>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
