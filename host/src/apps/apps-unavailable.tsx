import { LoadingState, useMessages } from '@timely/shared-ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { hostMessages } from '../messages/messages';
import { useAppsAvailability } from './api/get-apps-availability';

// antd's Result is not on any first page: the view loads only when someone lands on an app that is off
const AppsUnavailableView = lazy(async () => ({
  default: (await import('./apps-unavailable-view')).AppsUnavailableView,
}));

/**
 * The demo apps' routes (remote-apps): their screens while the API offers them, else "not available" —
 * the demo API switched off (DEMO_API=off, production) or the company's admin hid them. A typed or
 * bookmarked link lands here rather than on a screen whose every request would fail.
 */
export function AppsGate({ children }: { children: ReactNode }) {
  const t = useMessages(hostMessages);
  const availability = useAppsAvailability();
  if (availability.data?.available) return <>{children}</>;
  if (availability.isPending && !availability.isError) return <LoadingState label={t('apps.checking')} />;
  return (
    <Suspense fallback={<LoadingState label={t('apps.checking')} />}>
      <AppsUnavailableView
        reason={availability.data?.reason}
        failed={availability.isError}
        onRetry={() => void availability.refetch()}
      />
    </Suspense>
  );
}
