/**
 * Query keys more than one app reads or invalidates. The query cache is one shared singleton, so a remote
 * that changes projects invalidates `queryKeys.sidebarProjects` and the host's sidebar refetches at once
 * (the spec's isUpdate flag, without a reload).
 */
export const queryKeys = {
  sidebarProjects: ['sidebar-projects'] as const,
  projects: ['projects'] as const,
  notifications: ['notifications'] as const,
  /** Every widget of the Overview: a change to where people are (a planned day) refreshes them all. */
  overview: ['overview'] as const,
  /** Whether the demo apps are offered (GET /v2/apps/availability): the company settings' switch refreshes it. */
  appsAvailability: ['apps-availability'] as const,
};
