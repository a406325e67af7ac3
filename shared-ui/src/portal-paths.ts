import type { RemoteKey } from './shell-contract';

/**
 * Every route of the portal, once. The host builds its router, sidebar and role guard from this table,
 * and remotes link to each other's screens through it, so no route string is written twice.
 */
export type PortalRole = 'admin' | 'editor';

type RouteDefinition = {
  path: string;
  /** The remote that renders it; absent for the host's own pages. */
  remote?: RemoteKey;
  /** Roles that may open it; absent means every signed-in role. */
  permissions?: readonly PortalRole[];
  /** Public routes render without a session (login, password reset, signed links). */
  isPublic?: boolean;
};

export const portalRoutes = {
  home: { path: '/' },
  overview: { path: '/preview', remote: 'projects' },
  projects: { path: '/data-list/view-all-projects', remote: 'projects' },
  projectOverview: { path: '/view-components/overview/:projectId', remote: 'projects' },
  sprints: { path: '/data-list/view-all-sprints/:projectId', remote: 'projects' },
  tasks: { path: '/data-list/view-all-tasks/:sprintId', remote: 'projects' },
  sprintBoard: { path: '/data-list/sprint-board/:sprintId', remote: 'projects' },
  sprintReport: { path: '/data-list/sprint-report/:sprintId', remote: 'projects' },
  backlog: { path: '/data-list/backlog/:projectId', remote: 'projects' },
  taskDetail: { path: '/data-list/view-task/:taskId', remote: 'projects' },
  peopleAvailability: { path: '/dashboard', remote: 'peers', permissions: ['admin'] },
  peerReview: { path: '/get-overall-peer-review', remote: 'peers', permissions: ['admin'] },
  myFeedback: { path: '/peer-feedback', remote: 'peers', permissions: ['admin', 'editor'] },
  managePeers: { path: '/data-list/manage-peer-view', remote: 'peers' },
  feed: { path: '/feed', remote: 'feeds' },
  projectLevel: { path: '/projectlevel', remote: 'kpi' },
  projectKpi: { path: '/projectlevelkpi/:projectId', remote: 'kpi' },
  leaveReport: { path: '/leaveReport', remote: 'kpi' },
  consensus: { path: '/consensus', remote: 'kpi', isPublic: true },
  tvApp: { path: '/tvapp', remote: 'kpi', isPublic: true },
  login: { path: '/pages/login/', isPublic: true },
  forgotPassword: { path: '/pages/forgot-password', isPublic: true },
  resetPasswordByLink: { path: '/pages/reset-password', isPublic: true },
  resetPassword: { path: '/reset-password' },
  profile: { path: '/pages/profile' },
  notifications: { path: '/pages/notifications' },
  about: { path: '/about' },
  notAuthorized: { path: '/misc/not-authorized' },
  notFound: { path: '/misc/error/404', isPublic: true },
  serverError: { path: '/misc/error/500', isPublic: true },
  maintenance: { path: '/misc/maintenance', isPublic: true },
} as const satisfies Record<string, RouteDefinition>;

export type PortalRouteName = keyof typeof portalRoutes;

/** Fills `:param` segments: `portalHref('sprints', { projectId: 'p1' })`. */
export function portalHref(name: PortalRouteName, params: Record<string, string> = {}): string {
  return portalRoutes[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`portalHref(${name}): missing param ${key}`);
    return encodeURIComponent(value);
  });
}

/** Roles that may open a route (absent: every signed-in role). The menu, the router and the guard all read this. */
export function routePermissions(name: PortalRouteName): readonly PortalRole[] | undefined {
  return (portalRoutes[name] as RouteDefinition).permissions;
}

/** The routes one remote renders, for its own <Routes>. */
export function routesOfRemote(remote: RemoteKey): Array<{ name: PortalRouteName; path: string }> {
  return (Object.entries(portalRoutes) as Array<[PortalRouteName, RouteDefinition]>)
    .filter(([, route]) => route.remote === remote)
    .map(([name, route]) => ({ name, path: route.path }));
}
