import { CONSENSUS_ANSWERS, isLeaveDecided, type ConsensusAnswer } from '@timely/contract';
import { toApiError, useErrorText } from '@timely/shared-auth';
import { ErrorState, LoadingState, useMessages } from '@timely/shared-ui';
import { Alert, Button, Card, Flex, Layout, Typography, theme } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { useLocation } from 'react-router-dom';
import { useAnswerConsensus } from '../api/answer-consensus';
import { useConsensus } from '../api/get-consensus';
import { formatDays, formatSpan, leaveStatusLabel } from '../utils/leave-format';
import { kpiMessages } from '../../../messages/messages';

/**
 * /consensus#token=…: a colleague of the requester says whether the team can manage. The page needs no
 * session (the host renders it without the shell); the server-signed token names the request and the
 * colleague, and the answer is recorded once. The token sits in the fragment, which the browser never
 * sends to a server, and the page sends it in request bodies only.
 */
export function ConsensusPage() {
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.slice(1)).get('token') ?? '';
  const { token: design } = theme.useToken();
  const t = useMessages(kpiMessages);
  return (
    <Layout style={{ minHeight: '100vh', background: design.colorBgLayout, padding: 'clamp(12px, 4vw, 48px)' }}>
      <Flex justify="center">
        <Card style={{ width: '100%', maxWidth: 560 }} title={t('leave.consensus.title')}>
          {token ? (
            <ConsensusBody token={token} />
          ) : (
            <Result
              status="warning"
              title={t('leave.consensus.incomplete')}
              subTitle={t('leave.consensus.incompleteText')}
            />
          )}
        </Card>
      </Flex>
    </Layout>
  );
}

function ConsensusBody({ token }: { token: string }) {
  const t = useMessages(kpiMessages);
  const errorText = useErrorText();
  const view = useConsensus(token);
  const answer = useAnswerConsensus(token);
  if (view.isPending) return <LoadingState label={t('leave.consensus.loading')} />;
  if (view.isError) {
    const error = toApiError(view.error);
    if (error.status === 401)
      return <Result status="error" title={t('leave.consensus.unusable')} subTitle={errorText(error)} />;
    return (
      <ErrorState
        title={t('leave.consensus.loadError')}
        message={errorText(error)}
        onRetry={() => void view.refetch()}
        error={view.error}
      />
    );
  }
  const request = view.data;
  const send = (choice: ConsensusAnswer) => answer.mutate(choice);
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('leave.consensus.ask', {
          colleague: request.colleague,
          requester: request.requester,
          leave: t(`leave.kind.${request.type ?? 'any'}`),
          span: formatSpan(t, { ...request, halfDayStart: false, halfDayEnd: false }),
          days: formatDays(t, request.days),
        })}
      </Typography.Paragraph>
      {request.answer ? (
        <Result
          status="success"
          title={t('leave.consensus.thanks')}
          subTitle={t(`leave.consensus.answer.${request.answer}`)}
        />
      ) : isLeaveDecided(request.status) ? (
        <Alert
          type="info"
          showIcon
          title={t('leave.consensus.alreadyDecided', { status: leaveStatusLabel(t, request.status) })}
        />
      ) : (
        <>
          <Typography.Text strong>{t('leave.consensus.question')}</Typography.Text>
          <Flex vertical gap={8} role="group" aria-label={t('leave.consensus.yourAnswer')}>
            {CONSENSUS_ANSWERS.map((choice) => (
              <Button
                key={choice}
                block
                size="large"
                type={choice === 'all_good' ? 'primary' : 'default'}
                loading={answer.isPending && answer.variables === choice}
                disabled={answer.isPending}
                onClick={() => send(choice)}
              >
                {t(`leave.consensus.answer.${choice}`)}
              </Button>
            ))}
          </Flex>
          {answer.isError && <Alert type="error" showIcon title={errorText(answer.error)} />}
        </>
      )}
    </Flex>
  );
}
