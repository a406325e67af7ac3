import { useMessages } from '@timely/shared-ui';
import { Button } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { kpiMessages } from '../../../messages/messages';

type TvStatusScreenProps = {
  kind: 'missing' | 'revoked' | 'expired' | 'error';
  message?: string;
  onRetry?: () => void;
};

/** What the wall screen says when it has nothing to show. */
export function TvStatusScreen({ kind, message, onRetry }: TvStatusScreenProps) {
  const t = useMessages(kpiMessages);
  const subTitle = t(`tv.status.${kind}.text`);
  return (
    <Result
      status={kind === 'error' ? 'warning' : kind === 'revoked' || kind === 'expired' ? 'error' : 'info'}
      title={t(`tv.status.${kind}.title`)}
      subTitle={message && kind === 'error' ? `${message} ${subTitle}` : subTitle}
      extra={onRetry ? <Button onClick={onRetry}>{t('tv.retry')}</Button> : undefined}
      style={{ margin: 'auto' }}
    />
  );
}
