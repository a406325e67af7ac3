import type { LeaveDecisionBody, LeaveRequest } from '@timely/contract';
import { useErrorText, QueryErrorState } from '@timely/shared-auth';
import { LoadingState, useMessages, useScreen } from '@timely/shared-ui';
import { Alert, Button, Card, Descriptions, Drawer, Flex, Input, Tag, Typography, Progress } from 'antd';
import { Checkbox } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { useCoverage } from '../api/get-coverage';
import { formatDays, formatSpan, LEAVE_STATUS_COLORS, leaveStatusLabel, leaveTypeLabel } from '../utils/leave-format';
import { kpiMessages } from '../../../messages/messages';

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
  const t = useMessages(kpiMessages);
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
      title={request ? t('leave.decision.title', { name: request.peer.name }) : t('leave.title')}
      open={Boolean(request)}
      onClose={close}
      size={notPhone ? 520 : '100%'}
      destroyOnHidden
    >
      {request && (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('leave.column.type')}>{leaveTypeLabel(t, request.type)}</Descriptions.Item>
            <Descriptions.Item label={t('leave.column.dates')}>{formatSpan(t, request)}</Descriptions.Item>
            <Descriptions.Item label={t('leave.decision.workingDays')}>{formatDays(t, request.days)}</Descriptions.Item>
            <Descriptions.Item label={t('leave.form.reason')}>{request.reason || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('leave.column.status')}>
              <Tag color={LEAVE_STATUS_COLORS[request.status]}>{leaveStatusLabel(t, request.status)}</Tag>
            </Descriptions.Item>
          </Descriptions>
          {coverage.isPending ? (
            <LoadingState label={t('leave.decision.loadingCoverage')} />
          ) : coverage.isError ? (
            <QueryErrorState query={coverage} title={t('leave.decision.coverageError')} />
          ) : (
            <>
              <section aria-label={t('leave.decision.coverage')}>
                <Typography.Title level={5}>{t('leave.decision.coverage')}</Typography.Title>
                {coverage.data.projects.length === 0 && (
                  <Typography.Text type="secondary">{t('leave.decision.noProject')}</Typography.Text>
                )}
                <Flex vertical gap={8}>
                  {coverage.data.projects.map((project) => (
                    <Card key={project._id} size="small">
                      <Flex vertical gap={4}>
                        <Flex justify="space-between" wrap gap={8}>
                          <Typography.Text strong>{project.name}</Typography.Text>
                          <Typography.Text>
                            {t('leave.decision.atWork', {
                              percent: project.presentPercent / 100,
                              team: project.teamSize,
                            })}
                          </Typography.Text>
                        </Flex>
                        <Progress
                          percent={project.presentPercent}
                          size="small"
                          showInfo={false}
                          status={project.presentPercent < 50 ? 'exception' : 'normal'}
                          aria-label={t('leave.decision.atWorkAria', {
                            name: project.name,
                            percent: project.presentPercent / 100,
                          })}
                        />
                        {project.away.length === 0 ? (
                          <Typography.Text type="secondary">{t('leave.decision.nobodyAway')}</Typography.Text>
                        ) : (
                          project.away.map((away) => (
                            <Typography.Text key={`${away.peer._id}-${away.fromDate}`}>
                              {t('leave.decision.away', {
                                name: away.peer.name,
                                span: formatSpan(t, { ...away, halfDayStart: false, halfDayEnd: false }),
                              })}{' '}
                              <Tag color={LEAVE_STATUS_COLORS[away.status]}>{leaveStatusLabel(t, away.status)}</Tag>
                            </Typography.Text>
                          ))
                        )}
                      </Flex>
                    </Card>
                  ))}
                </Flex>
              </section>
              <section aria-label={t('leave.decision.answers')}>
                <Typography.Title level={5}>{t('leave.decision.answers')}</Typography.Title>
                {coverage.data.answers.length === 0 ? (
                  <Typography.Text type="secondary">{t('leave.decision.noAnswers')}</Typography.Text>
                ) : (
                  coverage.data.answers.map((answer) => (
                    <div key={answer.peer._id}>
                      <Typography.Text strong>{answer.peer.name}</Typography.Text>:{' '}
                      {t(`leave.consensus.answer.${answer.answer}`)}
                    </div>
                  ))
                )}
              </section>
              {overdraw && (
                <Alert
                  type="warning"
                  showIcon
                  title={t('leave.decision.overdraw', {
                    type: t(`leave.typeLower.${request.type}`),
                    balance: coverage.data.balanceAfter ?? 0,
                  })}
                  description={
                    <Checkbox checked={confirmOverdraw} onChange={(event) => setConfirmOverdraw(event.target.checked)}>
                      {t('leave.decision.approveBelowZero')}
                    </Checkbox>
                  }
                />
              )}
            </>
          )}
          {request.canDecide && (
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
          )}
        </Flex>
      )}
    </Drawer>
  );
}
