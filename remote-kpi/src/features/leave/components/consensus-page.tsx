import { CONSENSUS_ANSWER_LABELS, CONSENSUS_ANSWERS, isLeaveDecided, type ConsensusAnswer } from '@timely/contract';
import { toApiError } from '@timely/shared-auth';
import { ErrorState, LoadingState } from '@timely/shared-ui';
import { Alert, Button, Card, Flex, Layout, Typography, theme } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { useLocation } from 'react-router-dom';
import { useAnswerConsensus } from '../api/answer-consensus';
import { useConsensus } from '../api/get-consensus';
import { formatDays, formatSpan, LEAVE_TYPE_LABELS } from '../utils/leave-format';

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
  return (
    <Layout style={{ minHeight: '100vh', background: design.colorBgLayout, padding: 'clamp(12px, 4vw, 48px)' }}>
      <Flex justify="center">
        <Card style={{ width: '100%', maxWidth: 560 }} title="Leave consensus">
          {token ? (
            <ConsensusBody token={token} />
          ) : (
            <Result
              status="warning"
              title="This link is incomplete"
              subTitle="Open the link from your notification again."
            />
          )}
        </Card>
      </Flex>
    </Layout>
  );
}

function ConsensusBody({ token }: { token: string }) {
  const view = useConsensus(token);
  const answer = useAnswerConsensus(token);
  if (view.isPending) return <LoadingState label="Loading the request" />;
  if (view.isError) {
    const error = toApiError(view.error);
    if (error.status === 401)
      return <Result status="error" title="This link cannot be used" subTitle={error.message} />;
    return (
      <ErrorState
        title="Could not load the request"
        message={error.message}
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
        {`Hi ${request.colleague}, ${request.requester} asks for ${request.type ? `${LEAVE_TYPE_LABELS[request.type].toLowerCase()} ` : ''}leave: ${formatSpan({ ...request, halfDayStart: false, halfDayEnd: false })} (${formatDays(request.days)}).`}
      </Typography.Paragraph>
      {request.answer ? (
        <Result
          status="success"
          title="Thank you, your answer is recorded"
          subTitle={CONSENSUS_ANSWER_LABELS[request.answer]}
        />
      ) : isLeaveDecided(request.status) ? (
        <Alert type="info" showIcon title={`This request was already ${request.status}, so no answer is needed.`} />
      ) : (
        <>
          <Typography.Text strong>Can the team manage while they are away?</Typography.Text>
          <Flex vertical gap={8} role="group" aria-label="Your answer">
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
                {CONSENSUS_ANSWER_LABELS[choice]}
              </Button>
            ))}
          </Flex>
          {answer.isError && <Alert type="error" showIcon title={toApiError(answer.error).message} />}
        </>
      )}
    </Flex>
  );
}
