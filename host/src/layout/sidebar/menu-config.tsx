import {
  BarChartOutlined,
  CalendarOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  ProjectOutlined,
  ReadOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ProjectName } from '../../api/fetch-all-projects';
import { portalHref, routePermissions, type PortalRole, type PortalRouteName } from '@timely/shared-ui';
import type { ReactNode } from 'react';
import type { PortalMenuItem } from './menu-types';

/** Spec §9: the sidebar lists at most 5 projects until View More. */
export const SIDEBAR_PROJECT_LIMIT = 5;

export type SidebarProjects = { status: 'loading' } | { status: 'error' } | { status: 'ready'; projects: readonly ProjectName[] };

/** An item that opens one of the portal's routes: its link and its permissions both come from portal-paths. */
function routeItem(id: string, title: string, route: PortalRouteName, icon?: ReactNode, params?: Record<string, string>): PortalMenuItem {
  return { id, title, type: 'item', navLink: portalHref(route, params), permissions: routePermissions(route), icon };
}

/** The sidebar of spec §2 with PRODUCT.md §1's additions (My feedback, Leave Report), before role filtering. */
export function buildMenu(projects: SidebarProjects, showAllProjects: boolean): PortalMenuItem[] {
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
    { id: 'run-weekly-sprint', title: 'RUN WEEKLY SPRINT', type: 'groupHeader', children: projectItems(projects, showAllProjects) },
    { id: 'manage-peers', title: 'MANAGE PEERS', type: 'groupHeader', children: [routeItem('view-all-peers', 'View All Peers', 'managePeers', <TeamOutlined />)] },
    { id: 'manage-projects', title: 'MANAGE PROJECTS', type: 'groupHeader', children: [routeItem('view-all-projects', 'View All Projects', 'projects', <ProjectOutlined />)] },
    {
      id: 'kpi',
      title: 'Key Performance indicators',
      type: 'groupHeader',
      children: [routeItem('project-level-kpi', 'Project-level KPI', 'projectLevel', <BarChartOutlined />), routeItem('leave-report', 'Leave Report', 'leaveReport', <CalendarOutlined />)],
    },
  ];
}

/** RUN WEEKLY SPRINT: each project with its Overview and View All Sprint, 5 until View More. */
export function projectItems(projects: SidebarProjects, showAll: boolean): PortalMenuItem[] {
  if (projects.status === 'loading') return [{ id: 'projects-loading', title: 'Loading projects…', type: 'status', disabled: true }];
  if (projects.status === 'error') return [{ id: 'projects-error', title: 'Could not load projects. Retry', type: 'status' }];
  const list = projects.projects;
  if (list.length === 0) return [{ id: 'no-projects', title: 'No projects added', type: 'noProjects', disabled: true }];
  const shown = showAll ? list : list.slice(0, SIDEBAR_PROJECT_LIMIT);
  const items: PortalMenuItem[] = shown.map((project) => ({
    id: `project-${project._id}`,
    title: project.name,
    type: 'collapse',
    icon: <FolderOpenOutlined />,
    children: [
      routeItem(`project-${project._id}-overview`, 'Overview', 'projectOverview', undefined, { projectId: project._id }),
      routeItem(`project-${project._id}-sprints`, 'View All Sprint', 'sprints', undefined, { projectId: project._id }),
    ],
  }));
  if (list.length > SIDEBAR_PROJECT_LIMIT) {
    items.push(showAll ? { id: 'view-less', title: 'View Less', type: 'viewButtonLess' } : { id: 'view-more', title: 'View More', type: 'viewButtonMore' });
  }
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
