import { portalRoutes, type PortalRole, type PortalRouteName } from '../portal-paths';
import type { RemoteKey } from '../remote-keys';
import type { ScreenManifest, ScreenMenuEntry } from './screen-manifest';

/**
 * The sidebar entries of the remotes' screens, in the spec's order and words (§2, with shared-ui's portal-paths.ts's
 * My feedback and Leave Report). Each remote publishes these with its screens; the host keeps this copy
 * as the menu of a remote it has never reached.
 */
const MENU: Partial<Record<PortalRouteName, ScreenMenuEntry>> = {
  overview: { id: 'overview', group: 'dashboard', order: 10, label: 'Overview' },
  peopleAvailability: { id: 'people-availability', group: 'dashboard', order: 20, label: 'People Availability' },
  peerReview: { id: 'peer-review', group: 'dashboard', order: 30, label: '360 Peer feedback' },
  myFeedback: { id: 'my-feedback', group: 'dashboard', order: 40, label: 'My feedback' },
  feed: { id: 'feeds', group: 'root', order: 20, label: 'Feeds', icon: 'read' },
  managePeers: { id: 'view-all-peers', group: 'manage-peers', order: 10, label: 'View All Peers', icon: 'team' },
  projects: {
    id: 'view-all-projects',
    group: 'manage-projects',
    order: 10,
    label: 'View All Projects',
    icon: 'project',
  },
  projectLevel: { id: 'project-level-kpi', group: 'kpi', order: 10, label: 'Project-level KPI', icon: 'bar-chart' },
  leaveReport: { id: 'leave-report', group: 'kpi', order: 20, label: 'Leave Report', icon: 'calendar' },
  companySettings: { id: 'company-settings', group: 'company', order: 10, label: 'Settings', icon: 'setting' },
  auditLog: { id: 'audit-log', group: 'company', order: 20, label: 'Audit log', icon: 'audit' },
  // the demo apps (remote-apps, docs/apps.md): /email and /todo open the inbox and all tasks
  emailHome: { id: 'apps-email', group: 'apps', order: 10, label: 'E-mail', icon: 'mail' },
  chat: { id: 'apps-chat', group: 'apps', order: 20, label: 'Chat', icon: 'message' },
  todoHome: { id: 'apps-todo', group: 'apps', order: 30, label: 'To-do', icon: 'check-square' },
  calendar: { id: 'apps-calendar', group: 'apps', order: 40, label: 'Calendar', icon: 'calendar' },
  userList: { id: 'apps-users', group: 'apps', order: 50, label: 'Users', icon: 'user' },
};

type RouteEntry = {
  path: string;
  title: string;
  remote?: RemoteKey;
  permissions?: readonly PortalRole[];
  isPublic?: boolean;
};

/** The screens one remote owns in this build of the route table, as it publishes them. */
export function portalScreensOf(remote: RemoteKey): ScreenManifest[] {
  return (Object.entries(portalRoutes) as Array<[PortalRouteName, RouteEntry]>)
    .filter(([, route]) => route.remote === remote)
    .map(([name, route]) => ({
      name,
      path: route.path,
      title: route.title,
      remote,
      ...(route.permissions ? { roles: route.permissions } : {}),
      ...(route.isPublic ? { isPublic: true } : {}),
      ...(MENU[name] ? { menu: MENU[name] } : {}),
    }));
}
