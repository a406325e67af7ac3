import { LoadingState } from '@timely/shared-ui';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

// recharts is big: the charts load in their own chunk, after the page's numbers are already on screen.
const HistoryChart = lazy(() => import('./history-chart').then((module) => ({ default: module.HistoryChart })));
const MilestoneChart = lazy(() => import('./milestone-chart').then((module) => ({ default: module.MilestoneChart })));
const ProfitabilityChart = lazy(() =>
  import('./profitability-chart').then((module) => ({ default: module.ProfitabilityChart })),
);
const NpsByMonthChart = lazy(() => import('./nps-charts').then((module) => ({ default: module.NpsByMonthChart })));
const NpsByQuestionChart = lazy(() =>
  import('./nps-charts').then((module) => ({ default: module.NpsByQuestionChart })),
);

function suspended<Props extends object>(Chart: ComponentType<Props>, label: string) {
  return function SuspendedChart(props: Props) {
    return (
      <Suspense fallback={<LoadingState label={`Loading the ${label} chart`} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const LazyHistoryChart = suspended<ComponentProps<typeof HistoryChart>>(HistoryChart, 'history');
export const LazyMilestoneChart = suspended<ComponentProps<typeof MilestoneChart>>(MilestoneChart, 'milestone');
export const LazyProfitabilityChart = suspended<ComponentProps<typeof ProfitabilityChart>>(
  ProfitabilityChart,
  'profitability',
);
export const LazyNpsByMonthChart = suspended<ComponentProps<typeof NpsByMonthChart>>(NpsByMonthChart, 'monthly score');
export const LazyNpsByQuestionChart = suspended<ComponentProps<typeof NpsByQuestionChart>>(
  NpsByQuestionChart,
  'per-question',
);
