import { FolderOpenOutlined, HomeOutlined } from '@ant-design/icons';
import type { ProjectName } from '../api/fetch-all-projects';
import {
  portalHref,
  REMOTE_KEYS,
  type PortalLevel,
  type PortalRole,
  type PortalRouteName,
  type ScreenManifest,
  type Translate,
} from '@timely/shared-ui';
import type { ReactNode } from 'react';
import type { hostMessages } from '../../messages/messages';
import { knownScreensOf } from '../../screens/known-screens';
import type { ScreenLabels } from '../../screens/screen-labels';
import { menuIcon } from './menu-icons';
import type { PortalMenuItem } from './menu-types';

/** Spec §9: the sidebar lists at most 5 projects until View More. */
export const SIDEBAR_PROJECT_LIMIT = 5;
/**
 * How many more each View More shows. The spec's View More shows every project; at a company with
 * thousands that is thousands of menu groups in the page (a 10,000-project sidebar froze the tab), so
 * past 5 + 50 it goes on 50 at a time. A company of up to 55 projects sees exactly the spec's toggle.
 */
export const SIDEBAR_PROJECT_PAGE = 50;

export type SidebarProjects =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; projects: readonly ProjectName[] };

/** The labels the menu is built with: the host's (groups, projects) and each screen's label, in the portal's language. */
export type MenuLabels = { t: Translate<typeof hostMessages>; label: ScreenLabels['label'] };

/** An item that opens one of the host's own links (a project's screens, which every signed-in role may open). */
function routeItem(id: string, title: string, route: PortalRouteName, params: Record<string, string>): PortalMenuItem {
  return { id, title, type: 'item', navLink: portalHref(route, params) };
}

type MenuGroupId = 'dashboard' | 'run-weekly-sprint' | 'manage-peers' | 'manage-projects' | 'kpi' | 'apps' | 'company';

/** The group of the demo apps (remote-apps): drawn only while the API offers them (docs/apps.md). */
const APPS_GROUP = 'apps';

/**
 * The groups the host draws, in the spec's order (§2); the remotes' screens fill them. `root` items (Feeds)
 * sit between the groups by their own order. RUN WEEKLY SPRINT is the host's: the company's projects.
 */
const MENU_GROUPS: ReadonlyArray<{
  id: MenuGroupId;
  type: 'collapse' | 'groupHeader';
  order: number;
  icon?: ReactNode;
}> = [
  { id: 'dashboard', type: 'collapse', order: 10, icon: <HomeOutlined /> },
  { id: 'run-weekly-sprint', type: 'groupHeader', order: 30 },
  { id: 'manage-peers', type: 'groupHeader', order: 40 },
  { id: 'manage-projects', type: 'groupHeader', order: 50 },
  { id: 'kpi', type: 'groupHeader', order: 60 },
  // issue #56: the template's demo apps (e-mail, chat, to-do, calendar, users)
  { id: APPS_GROUP, type: 'groupHeader', order: 65 },
  // issue #33: level3's company screens
  { id: 'company', type: 'groupHeader', order: 70 },
];
const PROJECTS_GROUP: MenuGroupId = 'run-weekly-sprint';

/** Every remote's screens as the host knew them when built: the menu of a portal that has heard from no remote. */
export const BUILT_IN_SCREENS: readonly ScreenManifest[] = REMOTE_KEYS.flatMap(knownScreensOf);

type MenuScreen = ScreenManifest & { menu: NonNullable<ScreenManifest['menu']> };

/** A screen's menu item: its label, icon, link and who may see it, all as its remote published them. */
function screenItem(screen: MenuScreen, label: MenuLabels['label']): PortalMenuItem {
  return {
    id: screen.menu.id,
    title: label(screen),
    type: 'item',
    navLink: screen.path,
    permissions: screen.roles,
    ...(screen.levels ? { levels: screen.levels } : {}),
    icon: menuIcon(screen.menu.icon),
  };
}

/**
 * The sidebar of spec §2 with the remotes' additions (My feedback, Leave Report, My work), before role
 * filtering, from the screens the remotes publish: each screen with a menu entry (and no parameter in its
 * path) goes into its group, by order; a group the host does not draw puts its screens at the top level.
 */
export function buildMenu(
  projects: SidebarProjects,
  labels: MenuLabels,
  shownProjects: number = SIDEBAR_PROJECT_LIMIT,
  screens: readonly ScreenManifest[] = BUILT_IN_SCREENS,
): PortalMenuItem[] {
  const inMenu = screens
    .filter((screen): screen is MenuScreen => Boolean(screen.menu) && !screen.path.includes(':') && !screen.isPublic)
    .sort((a, b) => a.menu.order - b.menu.order);
  const known = new Set<string>(MENU_GROUPS.map((group) => group.id));
  const top: Array<{ order: number; item: PortalMenuItem }> = inMenu
    .filter((screen) => !known.has(screen.menu.group))
    .map((screen) => ({ order: screen.menu.order, item: screenItem(screen, labels.label) }));
  for (const group of MENU_GROUPS) {
    const children =
      group.id === PROJECTS_GROUP
        ? projectItems(projects, labels.t, shownProjects)
        : inMenu.filter((screen) => screen.menu.group === group.id).map((screen) => screenItem(screen, labels.label));
    // a group with no screen (its remote publishes none today) is not drawn
    if (children.length)
      top.push({
        order: group.order,
        item: {
          id: group.id,
          title: labels.t(`sidebar.group.${group.id}`),
          type: group.type,
          ...(group.icon ? { icon: group.icon } : {}),
          children,
        },
      });
  }
  return top.sort((a, b) => a.order - b.order).map(({ item }) => item);
}

/**
 * RUN WEEKLY SPRINT: the first `shown` projects, each with its Overview, Backlog, Board and Sprints; View More
 * while some are hidden, View Less once more than 5 show.
 */
export function projectItems(
  projects: SidebarProjects,
  t: MenuLabels['t'],
  shown: number = SIDEBAR_PROJECT_LIMIT,
): PortalMenuItem[] {
  if (projects.status === 'loading')
    return [{ id: 'projects-loading', title: t('sidebar.projectsLoading'), type: 'status', disabled: true }];
  if (projects.status === 'error') return [{ id: 'projects-error', title: t('sidebar.projectsError'), type: 'status' }];
  const list = projects.projects;
  if (list.length === 0)
    return [{ id: 'no-projects', title: t('sidebar.noProjects'), type: 'noProjects', disabled: true }];
  const items: PortalMenuItem[] = list.slice(0, shown).map((project) => ({
    id: `project-${project._id}`,
    title: project.name,
    type: 'collapse',
    icon: <FolderOpenOutlined />,
    children: [
      routeItem(`project-${project._id}-overview`, t('sidebar.project.overview'), 'projectOverview', {
        projectId: project._id,
      }),
      routeItem(`project-${project._id}-backlog`, t('sidebar.project.backlog'), 'backlog', { projectId: project._id }),
      routeItem(`project-${project._id}-board`, t('sidebar.project.board'), 'projectBoard', { projectId: project._id }),
      routeItem(`project-${project._id}-sprints`, t('sidebar.project.sprints'), 'sprints', { projectId: project._id }),
    ],
  }));
  const hidden = list.length - shown;
  // past the first page the button says how many are left: 'View More' alone would not tell 50 from 9,945
  if (hidden > 0)
    items.push({
      id: 'view-more',
      title: shown > SIDEBAR_PROJECT_LIMIT ? t('sidebar.viewMoreCount', { hidden }) : t('sidebar.viewMore'),
      type: 'viewButtonMore',
    });
  if (shown > SIDEBAR_PROJECT_LIMIT && list.length > SIDEBAR_PROJECT_LIMIT)
    items.push({ id: 'view-less', title: t('sidebar.viewLess'), type: 'viewButtonLess' });
  return items;
}

/** Spec §6: an item with `permissions` shows only to those roles (and `levels`, those levels); a group left empty goes too. */
export function filterMenuByRole(
  items: readonly PortalMenuItem[],
  role: PortalRole | null,
  level: PortalLevel | null = null,
): PortalMenuItem[] {
  return items.flatMap((item) => {
    if (item.permissions && (!role || !item.permissions.includes(role))) return [];
    if (item.levels && (!level || !item.levels.includes(level))) return [];
    if (!item.children) return [item];
    const children = filterMenuByRole(item.children, role, level);
    return children.length ? [{ ...item, children }] : [];
  });
}

/** The menu without the Apps group, for a company or a server where the demo apps are not offered. */
export function withoutApps(items: readonly PortalMenuItem[]): PortalMenuItem[] {
  return items.filter((item) => item.id !== APPS_GROUP);
}

/**
 * The link of the item the current page belongs to: its own, else the nearest one above it in the path
 * (`/email/inbox` is the E-mail item's `/email`); the path itself when no item leads there.
 */
export function selectedLinkOf(items: readonly PortalMenuItem[], pathname: string): string {
  const links = items.flatMap(function linksOf(item): string[] {
    return [...(item.navLink ? [item.navLink] : []), ...(item.children ?? []).flatMap(linksOf)];
  });
  if (links.includes(pathname)) return pathname;
  const above = links.filter((link) => link !== '/' && pathname.startsWith(`${link}/`));
  return above.sort((a, b) => b.length - a.length)[0] ?? pathname;
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
