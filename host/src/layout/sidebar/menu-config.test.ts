import { SEARCHABLE_PAGES } from '@timely/contract';
import { portalRoutes, type PortalRouteName } from '@timely/shared-ui';
import { renderHook } from '@testing-library/react';
import { matchPath } from 'react-router-dom';
import {
  ancestorIdsOf,
  buildMenu,
  BUILT_IN_SCREENS,
  filterMenuByRole,
  projectItems,
  selectedLinkOf,
  withoutApps,
} from './menu-config';
import type { PortalMenuItem } from './menu-types';
import { useMenuLabels } from './use-sidebar-menu';

// the menu's labels in English, the default language (its catalog is there once the setup's beforeEach has run)
let labels: ReturnType<typeof useMenuLabels>;
beforeEach(() => {
  labels = renderHook(() => useMenuLabels()).result.current;
});

const flatten = (items: readonly PortalMenuItem[]): PortalMenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
const routeOf = (link: string) =>
  (Object.keys(portalRoutes) as PortalRouteName[]).find((name) =>
    matchPath({ path: portalRoutes[name].path, end: true }, link.split('?')[0]!),
  );

const ready = { status: 'ready' as const, projects: [{ _id: '00000000-0000-4000-8000-000000000001', name: 'Atlas' }] };

// the remote screen a link opens (the host's copy of what the remotes declare), and its roles
const screenOf = (link: string) =>
  BUILT_IN_SCREENS.find((screen) => matchPath({ path: screen.path, end: true }, link.split('?')[0]!));

it("takes every item's permissions from the screen it opens, so menu and guard never disagree", () => {
  const links = flatten(buildMenu(ready, labels)).filter((item) => item.navLink);
  expect(links.length).toBeGreaterThan(10);
  for (const item of links) {
    expect(routeOf(item.navLink!) ?? screenOf(item.navLink!)).toBeDefined();
    expect(item.permissions).toEqual(screenOf(item.navLink!)?.roles);
  }
});

it('offers in search only pages that exist, with the same permissions as their screen', () => {
  for (const page of SEARCHABLE_PAGES) {
    const route = routeOf(page.link);
    // a path of the route itself, or one value of its parameter (the apps' /email/inbox, /todo/all)
    const path = route && portalRoutes[route].path;
    expect({ page: page.id, route: path?.includes(':') ? page.link : path }).toEqual({
      page: page.id,
      route: page.link,
    });
    expect(page.permissions).toEqual(screenOf(page.link)?.roles);
  }
});

it("keeps the spec's order of groups and items", () => {
  const titles = filterMenuByRole(buildMenu(ready, labels), 'admin').map((item) => [
    item.title,
    item.type,
    item.children?.map((child) => child.title),
  ]);
  expect(titles).toEqual([
    ['Dashboard', 'collapse', ['Overview', 'People Availability', '360 Peer feedback', 'My feedback']],
    ['Feeds', 'item', undefined],
    ['RUN WEEKLY SPRINT', 'groupHeader', ['Atlas']],
    ['MANAGE PEERS', 'groupHeader', ['View All Peers']],
    ['MANAGE PROJECTS', 'groupHeader', ['My work', 'View All Projects']],
    ['Key Performance indicators', 'groupHeader', ['Project-level KPI', 'Leave Report']],
    ['APPS', 'groupHeader', ['E-mail', 'Chat', 'To-do', 'Calendar', 'Users']],
    ['COMPANY', 'groupHeader', ['Settings', 'Audit log']],
  ]);
});

it('drops admin-only items for editors and for nobody signed in', () => {
  const editor = flatten(filterMenuByRole(buildMenu(ready, labels), 'editor')).map((item) => item.title);
  expect(editor).not.toContain('People Availability');
  expect(editor).not.toContain('360 Peer feedback');
  expect(editor).toContain('My feedback');
  expect(editor).not.toContain('Audit log');
  expect(flatten(filterMenuByRole(buildMenu(ready, labels), null)).map((item) => item.title)).not.toContain(
    'People Availability',
  );
});

it('finds the groups above a page, to open them', () => {
  const menu = buildMenu(ready, labels);
  expect(ancestorIdsOf(menu, '/dashboard')).toEqual(['dashboard']);
  expect(ancestorIdsOf(menu, '/data-list/view-all-sprints/00000000-0000-4000-8000-000000000001')).toEqual([
    'run-weekly-sprint',
    'project-00000000-0000-4000-8000-000000000001',
  ]);
  expect(ancestorIdsOf(menu, '/feed')).toEqual([]);
  expect(ancestorIdsOf(menu, '/nowhere')).toEqual([]);
});

describe('RUN WEEKLY SPRINT paging', () => {
  const company = (count: number) => ({
    status: 'ready' as const,
    projects: Array.from({ length: count }, (_, index) => ({ _id: `p${index + 1}`, name: `P${index + 1}` })),
  });
  const titles = (items: PortalMenuItem[]) => items.map((item) => item.title);

  it("is the spec's toggle up to 55 projects: 5, then all of them with View Less", () => {
    expect(titles(projectItems(company(55), labels.t))).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'View More']);
    expect(titles(projectItems(company(55), labels.t, 55)).slice(-2)).toEqual(['P55', 'View Less']);
  });

  it('beyond that never lists more than were asked for, and counts the rest', () => {
    const items = projectItems(company(10_000), labels.t, 105);
    expect(items.filter((item) => item.type === 'collapse')).toHaveLength(105);
    expect(titles(items).slice(-2)).toEqual(['View More (9,895 more)', 'View Less']);
  });

  it('has no View Less while only the first 5 show, and no View More once all do', () => {
    expect(titles(projectItems(company(6), labels.t)).slice(-1)).toEqual(['View More']);
    expect(titles(projectItems(company(6), labels.t, 55))).not.toContain('View More');
  });
});

it("builds the menu from the screens the remotes publish: a new screen's entry, in its group by order, for its level", () => {
  const digest = {
    name: 'feedDigest',
    path: '/feed/digest',
    title: 'Feed digest',
    remote: 'feeds' as const,
    levels: ['level3' as const],
    menu: { id: 'feed-digest', group: 'kpi', order: 15, label: 'Feed digest', icon: 'file-text' },
  };
  const menu = buildMenu(ready, labels, undefined, [...BUILT_IN_SCREENS, digest]);
  const kpi = (level: 'level3' | 'level2') =>
    filterMenuByRole(menu, 'admin', level)
      .find((item) => item.id === 'kpi')
      ?.children?.map((child) => child.title);
  expect(kpi('level3')).toEqual(['Project-level KPI', 'Feed digest', 'Leave Report']);
  expect(kpi('level2')).toEqual(['Project-level KPI', 'Leave Report']);
  // a group the host does not draw puts the screen at the top level; a group left without screens goes
  const elsewhere = buildMenu(ready, labels, undefined, [
    ...BUILT_IN_SCREENS.filter((screen) => screen.remote !== 'kpi'),
    { ...digest, levels: undefined, menu: { ...digest.menu, group: 'reports', order: 25 } },
  ]);
  expect(elsewhere.map((item) => item.title)).toEqual([
    'Dashboard',
    'Feeds',
    'Feed digest',
    'RUN WEEKLY SPRINT',
    'MANAGE PEERS',
    'MANAGE PROJECTS',
    'APPS',
    'COMPANY',
  ]);
});

it('leaves the Apps group out where the demo apps are not offered, and selects an app from any of its pages', () => {
  const menu = buildMenu(ready, labels);
  expect(menu.map((item) => item.id)).toContain('apps');
  expect(withoutApps(menu).map((item) => item.id)).not.toContain('apps');
  expect(flatten(withoutApps(menu)).map((item) => item.navLink)).not.toContain('/email');
  expect(selectedLinkOf(menu, '/email/inbox')).toBe('/email');
  expect(selectedLinkOf(menu, '/todo/important')).toBe('/todo');
  expect(selectedLinkOf(menu, '/chat')).toBe('/chat');
  expect(selectedLinkOf(menu, '/nowhere/else')).toBe('/nowhere/else');
});
