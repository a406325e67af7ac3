import { preloadable } from '@timely/shared-ui';

// recharts is big: the charts load in a chunk of their own, started by the preload of the screens that show them
// (routes.tsx), so that a first visit finds them there; still on their way, each shows its loading state
export const feedbackRadar = preloadable(() => import('./feedback-charts').then((module) => module.FeedbackRadar));
export const feedbackTrend = preloadable(() => import('./feedback-charts').then((module) => module.FeedbackTrend));

/** Fetches the 360 report's charts' code. */
export function preloadFeedbackCharts(): Promise<void> {
  return Promise.all([feedbackRadar.preload(), feedbackTrend.preload()]).then(() => undefined);
}
