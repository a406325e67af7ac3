import { LoadingState } from '@timely/shared-ui';
import { lazy, Suspense, type ComponentProps } from 'react';

// recharts is big: the chart loads in its own chunk, after the tiles are on screen
const PlannedActualChart = lazy(() =>
  import('./planned-actual-chart').then((module) => ({ default: module.PlannedActualChart })),
);

export function LazyPlannedActualChart(props: ComponentProps<typeof PlannedActualChart>) {
  return (
    <Suspense fallback={<LoadingState label="Loading the chart" />}>
      <PlannedActualChart {...props} />
    </Suspense>
  );
}
