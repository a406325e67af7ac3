import { LoadingState, useMessages } from '@timely/shared-ui';
import { lazy, Suspense, type ComponentProps } from 'react';
import { projectsMessages } from '../../../messages/messages';

// recharts is big: the chart loads in its own chunk, after the numbers are on screen
const BurndownChart = lazy(() => import('./burndown-chart').then((module) => ({ default: module.BurndownChart })));

export function LazyBurndownChart(props: ComponentProps<typeof BurndownChart>) {
  const t = useMessages(projectsMessages);
  return (
    <Suspense fallback={<LoadingState label={t('common.loadingChart')} />}>
      <BurndownChart {...props} />
    </Suspense>
  );
}
