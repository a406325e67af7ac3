import { portalHref, useMessages } from '@timely/shared-ui';
import { Button } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { useNavigate } from 'react-router-dom';
import type { AppsAvailability } from '@timely/contract/first-page';
import { hostMessages } from '../messages/messages';

interface AppsUnavailableViewProps {
  reason: AppsAvailability['reason'] | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** "Not available" for the demo apps' routes, with why: loaded only when a visitor lands on one. */
export function AppsUnavailableView({ reason, failed, onRetry }: AppsUnavailableViewProps) {
  const t = useMessages(hostMessages);
  const navigate = useNavigate();
  return (
    <Result
      status={failed ? 'warning' : 'info'}
      title={t('apps.unavailable.title')}
      subTitle={
        reason === 'demo-api-off'
          ? t('apps.unavailable.demoApiOff')
          : reason === 'hidden-by-company'
            ? t('apps.unavailable.hidden')
            : t('apps.unavailable.unknown')
      }
      extra={[
        ...(failed
          ? [
              <Button key="retry" onClick={onRetry}>
                {t('apps.unavailable.retry')}
              </Button>,
            ]
          : []),
        <Button key="home" type="primary" onClick={() => void navigate(portalHref('overview'))}>
          {t('apps.unavailable.home')}
        </Button>,
      ]}
    />
  );
}
