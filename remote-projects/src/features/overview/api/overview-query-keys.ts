import { queryKeys } from '@timely/shared-auth';

/** How many projects the Overview's project cards show at a time. */
export const OVERVIEW_WIDGET_PAGE = 10;

/** The Overview widgets' keys, under the shared `overview` key: each widget loads, fails and retries on its own. */
export const overviewKeys = {
  headCount: [...queryKeys.overview, 'head-count'] as const,
  week: [...queryKeys.overview, 'week'] as const,
  nextWeek: [...queryKeys.overview, 'next-week'] as const,
  ongoing: (page: number) => [...queryKeys.overview, 'ongoing', page] as const,
  activity: (page: number) => [...queryKeys.overview, 'activity', page] as const,
  projectChoices: [...queryKeys.overview, 'project-choices'] as const,
  plannedVsActual: (params: object) => [...queryKeys.overview, 'planned-vs-actual', params] as const,
  leaderboard: (params: object) => [...queryKeys.overview, 'leaderboard', params] as const,
};
