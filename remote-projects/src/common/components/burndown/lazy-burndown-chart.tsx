import { LoadingState } from '@timely/shared-ui';
import { lazy, Suspense, type ComponentProps } from 'react';

// recharts is big: the chart loads in its own chunk, after the numbers are on screen
const BurndownChart = lazy(() => import('./burndown-chart').then((module) => ({ default: module.BurndownChart })));

export function LazyBurndownChart(props: ComponentProps<typeof BurndownChart>) {
  return (
    <Suspense fallback={<LoadingState label="Loading the chart" />}>
      <BurndownChart {...props} />
    </Suspense>
  );
}
