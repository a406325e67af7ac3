import { matchPath } from 'react-router-dom';
import type { RemoteKey } from './remote-keys';

/**
 * The portal's paths, once: the host's own pages (with their tab titles), and the paths of the remotes'
 * screens that other apps link to. A remote declares its screens (title, who may open them, menu entry)
 * in its own `src/screens.ts` and publishes them in its manifest; this table only says where a link goes.
 */
export type PortalRole = 'admin' | 'editor';

type HostPage = {
  path: string;
  /** The page's name in the browser tab and history ("Profile · Timely"). */
  title: string;
  /** Public pages render without a session (login, password reset, signed links). */
  isPublic?: boolean;
};

/** A remote's screen another app links to: where it is, and which remote renders it. */
type RemoteLink = { path: string; remote: RemoteKey };

export const portalRoutes = {
  home: { path: '/', title: 'Overview' },
  overview: { path: '/preview', remote: 'projects' },
  projects: { path: '/data-list/view-all-projects', remote: 'projects' },
  projectOverview: { path: '/view-components/overview/:projectId', remote: 'projects' },
  sprints: { path: '/data-list/view-all-sprints/:projectId', remote: 'projects' },
  tasks: { path: '/data-list/view-all-tasks/:sprintId', remote: 'projects' },
  sprintBoard: { path: '/data-list/sprint-board/:sprintId', remote: 'projects' },
  sprintReport: { path: '/data-list/sprint-report/:sprintId', remote: 'projects' },
  backlog: { path: '/data-list/backlog/:projectId', remote: 'projects' },
  projectBoard: { path: '/data-list/project-board/:projectId', remote: 'projects' },
  projectTasks: { path: '/data-list/project-tasks/:projectId', remote: 'projects' },
  taskDetail: { path: '/data-list/view-task/:taskId', remote: 'projects' },
  peopleAvailability: { path: '/dashboard', remote: 'peers' },
  peerReview: { path: '/get-overall-peer-review', remote: 'peers' },
  myFeedback: { path: '/peer-feedback', remote: 'peers' },
  managePeers: { path: '/data-list/manage-peer-view', remote: 'peers' },
  importPeers: { path: '/data-list/manage-peer-view/import', remote: 'peers' },
  auditLog: { path: '/company/audit-log', remote: 'peers' },
  companySettings: { path: '/company/settings', remote: 'peers' },
  feed: { path: '/feed', remote: 'feeds' },
  projectLevel: { path: '/projectlevel', remote: 'kpi' },
  projectKpi: { path: '/projectlevelkpi/:projectId', remote: 'kpi' },
  leaveReport: { path: '/leaveReport', remote: 'kpi' },
  consensus: { path: '/consensus', remote: 'kpi' },
  tvApp: { path: '/tvapp', remote: 'kpi' },
  // the demo apps (remote-apps, docs/apps.md)
  emailHome: { path: '/email', remote: 'apps' },
  email: { path: '/email/:folder', remote: 'apps' },
  chat: { path: '/chat', remote: 'apps' },
  todoHome: { path: '/todo', remote: 'apps' },
  todo: { path: '/todo/:filter', remote: 'apps' },
  calendar: { path: '/calendar', remote: 'apps' },
  userList: { path: '/pages/user/list', remote: 'apps' },
  userView: { path: '/pages/user/view/:id', remote: 'apps' },
  userEdit: { path: '/app/user/edit/:id', remote: 'apps' },
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
} as const satisfies Record<string, HostPage | RemoteLink>;

export type PortalRouteName = keyof typeof portalRoutes;

/** Fills `:param` segments: `portalHref('sprints', { projectId: 'p1' })`. */
export function portalHref(name: PortalRouteName, params: Record<string, string> = {}): string {
  return portalRoutes[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`portalHref(${name}): missing param ${key}`);
    return encodeURIComponent(value);
  });
}

/** The browser tab's title for a path: the screen's name, then the app's ("Projects · Timely"); `screens` first. */
export function screenTitle(pathname: string, screens: ReadonlyArray<{ path: string; title: string }> = []): string {
  const pages = Object.values(portalRoutes).flatMap((route) => ('title' in route ? [route] : []));
  const route = [...screens, ...pages].find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  return route ? `${route.title} · ${APP_TITLE}` : APP_TITLE;
}

export const APP_TITLE = 'Timely';
