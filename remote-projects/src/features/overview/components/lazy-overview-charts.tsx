import { Deferred, LoadingState, useMessages } from '@timely/shared-ui';
import { lazy, type ComponentProps, type ReactNode } from 'react';
import { overviewMessages } from '../messages/messages';

// recharts is the heaviest library of the portal: the cards' numbers paint first, the charts after
const WorkModeWeekChart = lazy(() =>
  import('./overview-charts').then((module) => ({ default: module.WorkModeWeekChart })),
);
const TaskCountChart = lazy(() => import('./overview-charts').then((module) => ({ default: module.TaskCountChart })));

function ChartSlot({ children }: { children: ReactNode }) {
  const t = useMessages(overviewMessages);
  const placeholder = (
    <div style={{ height: 240 }}>
      <LoadingState label={t('common.loadingChart')} deferred />
    </div>
  );
  return <Deferred fallback={placeholder}>{children}</Deferred>;
}

export function LazyWorkModeWeekChart(props: ComponentProps<typeof WorkModeWeekChart>) {
  return (
    <ChartSlot>
      <WorkModeWeekChart {...props} />
    </ChartSlot>
  );
}

export function LazyTaskCountChart(props: ComponentProps<typeof TaskCountChart>) {
  return (
    <ChartSlot>
      <TaskCountChart {...props} />
    </ChartSlot>
  );
}
