/**
 * The paths the first page calls (sign-in, the session, the shell and the Overview): the contract's
 * first-page entry carries these rather than every path, and `apiPaths` includes them.
 */
export const firstPagePaths = {
  auth: {
    login: '/v2/auth/login',
    refresh: '/v2/auth/refresh',
    logout: '/v2/auth/logout',
    forgotPassword: '/v2/auth/forgot-password',
    resetPassword: '/v2/auth/reset-password',
    changePassword: '/v2/auth/change-password',
  },
  /**
   * Issue #33: POST asks for a company and its first admin (a link is mailed; issue #48), confirm creates
   * them from that link; GET signup says whether that is open now.
   */
  workspaces: { create: '/v2/workspaces', confirm: '/v2/workspaces/confirm', signup: '/v2/workspaces/signup' },
  /** The spec's sidebar call, written as the spec has it (relative to the base URL). */
  fetchAllProjects: 'v2/project/fetchAllProjects',
  /** The signed-in user's customizer choices: GET, PUT (preferencesSchema). */
  mePreferences: '/v2/me/preferences',
  notifications: {
    /** GET a page of the caller's notifications, with the unread count. */
    list: '/v2/notifications',
    /** PATCH: mark one read. `read(':id')` gives the route pattern. */
    read: (id: string) => `/v2/notifications/${id}/read`,
    /** POST: mark every one of the caller's notifications read. */
    readAll: '/v2/notifications/read-all',
  },
  /** GET whether the demo apps are offered to the caller (appsAvailabilitySchema; docs/apps.md). */
  appsAvailability: '/v2/apps/availability',
  /** The spec's top-bar search (§7): projects, peers and pages the caller may see, in groups of 4. */
  mainSearch: '/api/main-search/data',
  /** The Overview dashboard (/preview, #7): one endpoint per widget. */
  overview: {
    headCount: '/v2/overview/head-count',
    week: '/v2/overview/work-modes/week',
    nextWeek: '/v2/overview/availability/next-week',
    ongoingProjects: '/v2/overview/projects/ongoing',
    activity: '/v2/overview/projects/activity',
    plannedVsActual: '/v2/overview/planned-vs-actual',
    leaderboard: '/v2/overview/karma-leaderboard',
  },
  /** GET a page (listProjectsQuerySchema), POST a project (createProjectBodySchema): the Overview's filter reads it. */
  projects: { list: '/v2/projects' },
  /** GET every named option list (the Overview's filters). */
  options: { all: '/v2/options' },
} as const;
