import { LoadingState, useMessages } from '@timely/shared-ui';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { kpiMessages } from '../../../../messages/messages';

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

type ChartName = 'history' | 'milestones' | 'profitability' | 'npsByMonth' | 'npsByQuestion';

function suspended<Props extends object>(Chart: ComponentType<Props>, chart: ChartName) {
  return function SuspendedChart(props: Props) {
    const t = useMessages(kpiMessages);
    return (
      <Suspense fallback={<LoadingState label={t(`chart.loading.${chart}`)} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const LazyHistoryChart = suspended<ComponentProps<typeof HistoryChart>>(HistoryChart, 'history');
export const LazyMilestoneChart = suspended<ComponentProps<typeof MilestoneChart>>(MilestoneChart, 'milestones');
export const LazyProfitabilityChart = suspended<ComponentProps<typeof ProfitabilityChart>>(
  ProfitabilityChart,
  'profitability',
);
export const LazyNpsByMonthChart = suspended<ComponentProps<typeof NpsByMonthChart>>(NpsByMonthChart, 'npsByMonth');
export const LazyNpsByQuestionChart = suspended<ComponentProps<typeof NpsByQuestionChart>>(
  NpsByQuestionChart,
  'npsByQuestion',
);
