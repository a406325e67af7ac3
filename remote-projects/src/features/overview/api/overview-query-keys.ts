import { queryKeys } from '@timely/shared-auth';

/** The Overview widgets' keys, under the shared `overview` key: each widget loads, fails and retries on its own. */
export const overviewKeys = {
  headCount: [...queryKeys.overview, 'head-count'] as const,
  week: [...queryKeys.overview, 'week'] as const,
  nextWeek: [...queryKeys.overview, 'next-week'] as const,
  ongoing: [...queryKeys.overview, 'ongoing'] as const,
  activity: [...queryKeys.overview, 'activity'] as const,
  projectChoices: [...queryKeys.overview, 'project-choices'] as const,
  plannedVsActual: (params: object) => [...queryKeys.overview, 'planned-vs-actual', params] as const,
  leaderboard: (params: object) => [...queryKeys.overview, 'leaderboard', params] as const,
};
