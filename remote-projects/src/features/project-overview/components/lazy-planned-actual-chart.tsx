import { LoadingState, preloadable, useMessages } from '@timely/shared-ui';
import { Suspense, type ComponentProps } from 'react';
import { projectsMessages } from '../../../messages/messages';

// recharts is big: the charts load in chunks of their own, started by the screen's preload (routes.tsx), so that a
// first visit finds them there; a chart still on its way shows its loading state in its place
const plannedActualChart = preloadable(() =>
  import('./planned-actual-chart').then((module) => module.PlannedActualChart),
);
const velocityChart = preloadable(() => import('./velocity-chart').then((module) => module.VelocityChart));

/** Fetches the project overview's charts' code. */
export function preloadProjectOverviewCharts(): Promise<void> {
  return Promise.all([plannedActualChart.preload(), velocityChart.preload()]).then(() => undefined);
}

export function LazyVelocityChart(props: ComponentProps<typeof velocityChart.Component>) {
  const t = useMessages(projectsMessages);
  return (
    <Suspense fallback={<LoadingState label={t('common.loadingChart')} />}>
      <velocityChart.Component {...props} />
    </Suspense>
  );
}

export function LazyPlannedActualChart(props: ComponentProps<typeof plannedActualChart.Component>) {
  const t = useMessages(projectsMessages);
  return (
    <Suspense fallback={<LoadingState label={t('common.loadingChart')} />}>
      <plannedActualChart.Component {...props} />
    </Suspense>
  );
}
