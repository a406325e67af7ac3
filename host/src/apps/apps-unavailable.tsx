import { LoadingState, portalHref, useMessages } from '@timely/shared-ui';
import { Button } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { hostMessages } from '../messages/messages';
import { useAppsAvailability } from './api/get-apps-availability';

/**
 * The demo apps' routes (remote-apps): their screens while the API offers them, else "not available" —
 * the demo API switched off (DEMO_API=off, production) or the company's admin hid them. A typed or
 * bookmarked link lands here rather than on a screen whose every request would fail.
 */
export function AppsGate({ children }: { children: ReactNode }) {
  const t = useMessages(hostMessages);
  const navigate = useNavigate();
  const availability = useAppsAvailability();
  if (availability.data?.available) return <>{children}</>;
  if (availability.isPending && !availability.isError) return <LoadingState label={t('apps.checking')} />;
  const reason = availability.data?.reason;
  return (
    <Result
      status={availability.isError ? 'warning' : 'info'}
      title={t('apps.unavailable.title')}
      subTitle={
        reason === 'demo-api-off'
          ? t('apps.unavailable.demoApiOff')
          : reason === 'hidden-by-company'
            ? t('apps.unavailable.hidden')
            : t('apps.unavailable.unknown')
      }
      extra={[
        ...(availability.isError
          ? [
              <Button key="retry" onClick={() => void availability.refetch()}>
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
