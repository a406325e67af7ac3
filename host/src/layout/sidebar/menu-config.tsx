import {
  BarChartOutlined,
  CalendarOutlined,
  AuditOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  ProjectOutlined,
  ReadOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ProjectName } from '../../api/fetch-all-projects';
import { portalHref, routePermissions, type PortalRole, type PortalRouteName } from '@timely/shared-ui';
import type { ReactNode } from 'react';
import type { PortalMenuItem } from './menu-types';

/** Spec §9: the sidebar lists at most 5 projects until View More. */
export const SIDEBAR_PROJECT_LIMIT = 5;
/**
 * How many more each View More shows. The spec's View More shows every project; at a company with
 * thousands that is thousands of menu groups in the page (a 10,000-project sidebar froze the tab), so
 * past 5 + 50 it goes on 50 at a time. A company of up to 55 projects sees exactly the spec's toggle.
 */
export const SIDEBAR_PROJECT_PAGE = 50;

export type SidebarProjects = { status: 'loading' } | { status: 'error' } | { status: 'ready'; projects: readonly ProjectName[] };

/** An item that opens one of the portal's routes: its link and its permissions both come from portal-paths. */
function routeItem(id: string, title: string, route: PortalRouteName, icon?: ReactNode, params?: Record<string, string>): PortalMenuItem {
  return { id, title, type: 'item', navLink: portalHref(route, params), permissions: routePermissions(route), icon };
}

/** The sidebar of spec §2 with PRODUCT.md §1's additions (My feedback, Leave Report), before role filtering. */
export function buildMenu(projects: SidebarProjects, shownProjects: number = SIDEBAR_PROJECT_LIMIT): PortalMenuItem[] {
  return [
    {
      id: 'dashboard',
      title: 'Dashboard',
      type: 'collapse',
      icon: <HomeOutlined />,
      children: [
        routeItem('overview', 'Overview', 'overview'),
        routeItem('people-availability', 'People Availability', 'peopleAvailability'),
        routeItem('peer-review', '360 Peer feedback', 'peerReview'),
        routeItem('my-feedback', 'My feedback', 'myFeedback'),
      ],
    },
    routeItem('feeds', 'Feeds', 'feed', <ReadOutlined />),
    { id: 'run-weekly-sprint', title: 'RUN WEEKLY SPRINT', type: 'groupHeader', children: projectItems(projects, shownProjects) },
    { id: 'manage-peers', title: 'MANAGE PEERS', type: 'groupHeader', children: [routeItem('view-all-peers', 'View All Peers', 'managePeers', <TeamOutlined />)] },
    { id: 'manage-projects', title: 'MANAGE PROJECTS', type: 'groupHeader', children: [routeItem('view-all-projects', 'View All Projects', 'projects', <ProjectOutlined />)] },
    {
      id: 'kpi',
      title: 'Key Performance indicators',
      type: 'groupHeader',
      children: [routeItem('project-level-kpi', 'Project-level KPI', 'projectLevel', <BarChartOutlined />), routeItem('leave-report', 'Leave Report', 'leaveReport', <CalendarOutlined />)],
    },
    // issue #33: level3's company screens (the remote owns them; the guard reads portal-paths)
    { id: 'company', title: 'COMPANY', type: 'groupHeader', children: [routeItem('company-settings', 'Settings', 'companySettings', <SettingOutlined />), routeItem('audit-log', 'Audit log', 'auditLog', <AuditOutlined />)] },
  ];
}

/**
 * RUN WEEKLY SPRINT: the first `shown` projects, each with its Overview and View All Sprint; View More
 * while some are hidden, View Less once more than 5 show.
 */
export function projectItems(projects: SidebarProjects, shown: number = SIDEBAR_PROJECT_LIMIT): PortalMenuItem[] {
  if (projects.status === 'loading') return [{ id: 'projects-loading', title: 'Loading projects…', type: 'status', disabled: true }];
  if (projects.status === 'error') return [{ id: 'projects-error', title: 'Could not load projects. Retry', type: 'status' }];
  const list = projects.projects;
  if (list.length === 0) return [{ id: 'no-projects', title: 'No projects added', type: 'noProjects', disabled: true }];
  const items: PortalMenuItem[] = list.slice(0, shown).map((project) => ({
    id: `project-${project._id}`,
    title: project.name,
    type: 'collapse',
    icon: <FolderOpenOutlined />,
    children: [
      routeItem(`project-${project._id}-overview`, 'Overview', 'projectOverview', undefined, { projectId: project._id }),
      routeItem(`project-${project._id}-sprints`, 'View All Sprint', 'sprints', undefined, { projectId: project._id }),
    ],
  }));
  const hidden = list.length - shown;
  // past the first page the button says how many are left: 'View More' alone would not tell 50 from 9,945
  if (hidden > 0) items.push({ id: 'view-more', title: shown > SIDEBAR_PROJECT_LIMIT ? `View More (${hidden.toLocaleString('en-US')} more)` : 'View More', type: 'viewButtonMore' });
  if (shown > SIDEBAR_PROJECT_LIMIT && list.length > SIDEBAR_PROJECT_LIMIT) items.push({ id: 'view-less', title: 'View Less', type: 'viewButtonLess' });
  return items;
}

/** Spec §6: an item with `permissions` shows only to those roles; a group left empty goes too. */
export function filterMenuByRole(items: readonly PortalMenuItem[], role: PortalRole | null): PortalMenuItem[] {
  return items.flatMap((item) => {
    if (item.permissions && (!role || !item.permissions.includes(role))) return [];
    if (!item.children) return [item];
    const children = filterMenuByRole(item.children, role);
    return children.length ? [{ ...item, children }] : [];
  });
}

/** The ids of the groups above the item whose link is `navLink`, outermost first. */
export function ancestorIdsOf(items: readonly PortalMenuItem[], navLink: string): string[] {
  for (const item of items) {
    if (item.navLink === navLink) return [];
    if (item.children) {
      const below = ancestorIdsOf(item.children, navLink);
      if (below.length || item.children.some((child) => child.navLink === navLink)) return [item.id, ...below];
    }
  }
  return [];
}
