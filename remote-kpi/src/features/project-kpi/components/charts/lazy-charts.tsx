import { LoadingState, preloadable, useMessages, type Preloadable } from '@timely/shared-ui';
import { Suspense } from 'react';
import { kpiMessages } from '../../../../messages/messages';

// recharts is big: the charts load in chunks of their own, started by the screen's preload (routes.tsx), so that a
// first visit finds them there; a chart still on its way shows its loading state in its place
const historyChart = preloadable(() => import('./history-chart').then((module) => module.HistoryChart));
const milestoneChart = preloadable(() => import('./milestone-chart').then((module) => module.MilestoneChart));
const profitabilityChart = preloadable(() =>
  import('./profitability-chart').then((module) => module.ProfitabilityChart),
);
const npsByMonthChart = preloadable(() => import('./nps-charts').then((module) => module.NpsByMonthChart));
const npsByQuestionChart = preloadable(() => import('./nps-charts').then((module) => module.NpsByQuestionChart));

/** Fetches the code of a project's KPI charts. */
export function preloadKpiCharts(): Promise<void> {
  const charts = [historyChart, milestoneChart, profitabilityChart, npsByMonthChart, npsByQuestionChart];
  return Promise.all(charts.map((chart) => chart.preload())).then(() => undefined);
}

type ChartName = 'history' | 'milestones' | 'profitability' | 'npsByMonth' | 'npsByQuestion';

function suspended<Props extends object>(chart: Preloadable<Props>, name: ChartName) {
  return function SuspendedChart(props: Props) {
    const t = useMessages(kpiMessages);
    return (
      <Suspense fallback={<LoadingState label={t(`chart.loading.${name}`)} />}>
        <chart.Component {...props} />
      </Suspense>
    );
  };
}

type PropsOf<Chart> = Chart extends Preloadable<infer Props> ? Props : never;

export const LazyHistoryChart = suspended<PropsOf<typeof historyChart>>(historyChart, 'history');
export const LazyMilestoneChart = suspended<PropsOf<typeof milestoneChart>>(milestoneChart, 'milestones');
export const LazyProfitabilityChart = suspended<PropsOf<typeof profitabilityChart>>(
  profitabilityChart,
  'profitability',
);
export const LazyNpsByMonthChart = suspended<PropsOf<typeof npsByMonthChart>>(npsByMonthChart, 'npsByMonth');
export const LazyNpsByQuestionChart = suspended<PropsOf<typeof npsByQuestionChart>>(
  npsByQuestionChart,
  'npsByQuestion',
);
