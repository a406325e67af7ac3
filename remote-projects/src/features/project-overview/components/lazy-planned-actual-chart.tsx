import { LoadingState, useMessages } from '@timely/shared-ui';
import { lazy, Suspense, type ComponentProps } from 'react';
import { projectsMessages } from '../../../messages/messages';

// recharts is big: the chart loads in its own chunk, after the tiles are on screen
const PlannedActualChart = lazy(() =>
  import('./planned-actual-chart').then((module) => ({ default: module.PlannedActualChart })),
);

const VelocityChart = lazy(() => import('./velocity-chart').then((module) => ({ default: module.VelocityChart })));

export function LazyVelocityChart(props: ComponentProps<typeof VelocityChart>) {
  const t = useMessages(projectsMessages);
  return (
    <Suspense fallback={<LoadingState label={t('common.loadingChart')} />}>
      <VelocityChart {...props} />
    </Suspense>
  );
}

export function LazyPlannedActualChart(props: ComponentProps<typeof PlannedActualChart>) {
  const t = useMessages(projectsMessages);
  return (
    <Suspense fallback={<LoadingState label={t('common.loadingChart')} />}>
      <PlannedActualChart {...props} />
    </Suspense>
  );
}
