import { matchPath } from 'react-router-dom';
import type { RemoteKey } from './remote-keys';

/**
 * Every route of the portal, once: the host's own pages, and the remotes' screens as this build knows
 * them. Remotes link to each other's screens through it, and publish their screens from it
 * (`portalScreensOf`); the host builds its router, sidebar and role guard from what they publish, this
 * table being its copy of a remote it has never reached.
 */
export type PortalRole = 'admin' | 'editor';

type RouteDefinition = {
  path: string;
  /** The screen's name in the browser tab and history ("Projects · Timely"). */
  title: string;
  /** The remote that renders it; absent for the host's own pages. */
  remote?: RemoteKey;
  /** Roles that may open it; absent means every signed-in role. */
  permissions?: readonly PortalRole[];
  /** Public routes render without a session (login, password reset, signed links). */
  isPublic?: boolean;
};

export const portalRoutes = {
  home: { path: '/', title: 'Overview' },
  overview: { path: '/preview', title: 'Overview', remote: 'projects' },
  projects: { path: '/data-list/view-all-projects', title: 'Projects', remote: 'projects' },
  projectOverview: { path: '/view-components/overview/:projectId', title: 'Project overview', remote: 'projects' },
  sprints: { path: '/data-list/view-all-sprints/:projectId', title: 'Sprints', remote: 'projects' },
  tasks: { path: '/data-list/view-all-tasks/:sprintId', title: 'Tasks', remote: 'projects' },
  sprintBoard: { path: '/data-list/sprint-board/:sprintId', title: 'Sprint board', remote: 'projects' },
  sprintReport: { path: '/data-list/sprint-report/:sprintId', title: 'Sprint report', remote: 'projects' },
  backlog: { path: '/data-list/backlog/:projectId', title: 'Backlog', remote: 'projects' },
  projectBoard: { path: '/data-list/project-board/:projectId', title: 'Board', remote: 'projects' },
  projectTasks: { path: '/data-list/project-tasks/:projectId', title: 'All tasks', remote: 'projects' },
  taskDetail: { path: '/data-list/view-task/:taskId', title: 'Task', remote: 'projects' },
  peopleAvailability: { path: '/dashboard', title: 'People availability', remote: 'peers', permissions: ['admin'] },
  peerReview: { path: '/get-overall-peer-review', title: '360 Peer feedback', remote: 'peers', permissions: ['admin'] },
  myFeedback: { path: '/peer-feedback', title: 'My feedback', remote: 'peers', permissions: ['admin', 'editor'] },
  managePeers: { path: '/data-list/manage-peer-view', title: 'Peers', remote: 'peers' },
  importPeers: {
    path: '/data-list/manage-peer-view/import',
    title: 'Import peers',
    remote: 'peers',
    permissions: ['admin'],
  },
  auditLog: { path: '/company/audit-log', title: 'Audit log', remote: 'peers', permissions: ['admin'] },
  companySettings: { path: '/company/settings', title: 'Company settings', remote: 'peers', permissions: ['admin'] },
  feed: { path: '/feed', title: 'Feed', remote: 'feeds' },
  projectLevel: { path: '/projectlevel', title: 'Project-level KPI', remote: 'kpi' },
  projectKpi: { path: '/projectlevelkpi/:projectId', title: 'Project KPIs', remote: 'kpi' },
  leaveReport: { path: '/leaveReport', title: 'Leave', remote: 'kpi' },
  consensus: { path: '/consensus', title: 'Leave consensus', remote: 'kpi', isPublic: true },
  tvApp: { path: '/tvapp', title: 'TV dashboard', remote: 'kpi', isPublic: true },
  // the demo apps (remote-apps, docs/apps.md): /email and /todo redirect to their first folder and filter
  emailHome: { path: '/email', title: 'E-mail', remote: 'apps' },
  email: { path: '/email/:folder', title: 'E-mail', remote: 'apps' },
  chat: { path: '/chat', title: 'Chat', remote: 'apps' },
  todoHome: { path: '/todo', title: 'To-do', remote: 'apps' },
  todo: { path: '/todo/:filter', title: 'To-do', remote: 'apps' },
  calendar: { path: '/calendar', title: 'Calendar', remote: 'apps' },
  userList: { path: '/pages/user/list', title: 'Users', remote: 'apps' },
  userView: { path: '/pages/user/view/:id', title: 'User', remote: 'apps' },
  userEdit: { path: '/app/user/edit/:id', title: 'Edit user', remote: 'apps' },
  login: { path: '/pages/login/', title: 'Sign in', isPublic: true },
  forgotPassword: { path: '/pages/forgot-password', title: 'Forgot password', isPublic: true },
  createWorkspace: { path: '/pages/create-workspace', title: 'Create your workspace', isPublic: true },
  confirmWorkspace: { path: '/pages/create-workspace/confirm', title: 'Confirm your workspace', isPublic: true },
  resetPasswordByLink: { path: '/pages/reset-password', title: 'Reset password', isPublic: true },
  join: { path: '/pages/join', title: 'Join', isPublic: true },
  resetPassword: { path: '/reset-password', title: 'Change password' },
  profile: { path: '/pages/profile', title: 'Profile' },
  notifications: { path: '/pages/notifications', title: 'Notifications' },
  about: { path: '/about', title: 'About' },
  notAuthorized: { path: '/misc/not-authorized', title: 'Not authorized' },
  notFound: { path: '/misc/error/404', title: 'Page not found', isPublic: true },
  serverError: { path: '/misc/error/500', title: 'Server error', isPublic: true },
  maintenance: { path: '/misc/maintenance', title: 'Maintenance', isPublic: true },
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

/** The browser tab's title for a path: the screen's name, then the app's ("Projects · Timely"); `published` screens first. */
export function screenTitle(pathname: string, published: ReadonlyArray<{ path: string; title: string }> = []): string {
  const route = [...published, ...(Object.values(portalRoutes) as RouteDefinition[])].find((candidate) =>
    matchPath({ path: candidate.path, end: true }, pathname),
  );
  return route ? `${route.title} · ${APP_TITLE}` : APP_TITLE;
}

export const APP_TITLE = 'Timely';
