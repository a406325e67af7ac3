import { Card, Descriptions, Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { useMessages } from '../../i18n/use-messages';
import { sharedUiMessages } from '../../messages/messages';

type PendingScreenProps = {
  remote: string;
  route: string;
  issue: number;
  /** Who the remote sees as signed in, read from the shared session store. */
  signedInAs: string;
};

/**
 * Stands at a route whose screen is not built yet. It says so plainly, and shows what the remote
 * received from the shell (the session from the shared jotai store, the location from the shared router).
 */
export function PendingScreen({ remote, route, issue, signedInAs }: PendingScreenProps) {
  const location = useLocation();
  const t = useMessages(sharedUiMessages);
  return (
    <Card title={t('pending.title', { route })}>
      <Typography.Paragraph>{t('pending.text', { issue })}</Typography.Paragraph>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('pending.remote')}>{remote}</Descriptions.Item>
        <Descriptions.Item label={t('pending.path')}>{location.pathname}</Descriptions.Item>
        <Descriptions.Item label={t('pending.signedInAs')}>
          <span data-testid="remote-session-user">{signedInAs}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
