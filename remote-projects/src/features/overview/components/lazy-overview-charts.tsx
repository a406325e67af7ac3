import { LoadingState } from '@timely/shared-ui';
import { lazy, Suspense, type ComponentProps } from 'react';

const WorkModeWeekChart = lazy(() => import('./overview-charts').then((module) => ({ default: module.WorkModeWeekChart })));
const TaskCountChart = lazy(() => import('./overview-charts').then((module) => ({ default: module.TaskCountChart })));

export function LazyWorkModeWeekChart(props: ComponentProps<typeof WorkModeWeekChart>) {
  return (
    <Suspense fallback={<LoadingState label="Loading the chart" />}>
      <WorkModeWeekChart {...props} />
    </Suspense>
  );
}

export function LazyTaskCountChart(props: ComponentProps<typeof TaskCountChart>) {
  return (
    <Suspense fallback={<LoadingState label="Loading the chart" />}>
      <TaskCountChart {...props} />
    </Suspense>
  );
}
