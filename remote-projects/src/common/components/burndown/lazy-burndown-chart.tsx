import { LoadingState, preloadable, useMessages } from '@timely/shared-ui';
import { Suspense, type ComponentProps } from 'react';
import { projectsMessages } from '../../../messages/messages';

// recharts is big: the chart loads in a chunk of its own, started by the preload of the screens that show it
// (routes.tsx), so that a first visit finds it there; still on its way, it shows its loading state in its place
const burndownChart = preloadable(() => import('./burndown-chart').then((module) => module.BurndownChart));

/** Fetches the burndown chart's code. */
export const preloadBurndownChart = (): Promise<void> => burndownChart.preload();

export function LazyBurndownChart(props: ComponentProps<typeof burndownChart.Component>) {
  const t = useMessages(projectsMessages);
  return (
    <Suspense fallback={<LoadingState label={t('common.loadingChart')} />}>
      <burndownChart.Component {...props} />
    </Suspense>
  );
}
