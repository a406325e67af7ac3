import { Button } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';

type TvStatusScreenProps = { kind: 'missing' | 'revoked' | 'error'; message?: string; onRetry?: () => void };

const TEXT = {
  missing: {
    title: 'This screen needs a TV link',
    subTitle: 'Open the link a company admin created on the KPIs page; it ends with ?key=…',
  },
  revoked: {
    title: 'This TV link was revoked',
    subTitle: 'It no longer shows the dashboard. Ask a company admin for a new link.',
  },
  error: { title: 'The dashboard cannot be reached', subTitle: 'It will keep trying every minute.' },
} as const;

/** What the wall screen says when it has nothing to show. */
export function TvStatusScreen({ kind, message, onRetry }: TvStatusScreenProps) {
  const text = TEXT[kind];
  return (
    <Result
      status={kind === 'error' ? 'warning' : kind === 'revoked' ? 'error' : 'info'}
      title={text.title}
      subTitle={message && kind === 'error' ? `${message} ${text.subTitle}` : text.subTitle}
      extra={onRetry ? <Button onClick={onRetry}>Retry</Button> : undefined}
      style={{ margin: 'auto' }}
    />
  );
}
