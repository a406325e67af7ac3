import { levelAtom, roleAtom } from '@timely/shared-auth';
import { usePortalScreens } from '../../screens/screen-store';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { buildMenu, filterMenuByRole, SIDEBAR_PROJECT_LIMIT, SIDEBAR_PROJECT_PAGE } from './menu-config';
import type { PortalMenuItem } from './menu-types';
import { useSidebarProjects } from './use-sidebar-projects';

export type SidebarMenu = {
  items: PortalMenuItem[];
  /** View More: the next projects. */
  showMoreProjects: () => void;
  /** View Less: back to the first 5. */
  showFewerProjects: () => void;
  retryProjects: () => void;
};

/** The menu the signed-in user sees: the spec's groups, the remotes' screens, the projects, filtered by role and level. */
export function useSidebarMenu(): SidebarMenu {
  const role = useAtomValue(roleAtom);
  const level = useAtomValue(levelAtom);
  const screens = usePortalScreens();
  const { projects, retry } = useSidebarProjects();
  const [shown, setShown] = useState(SIDEBAR_PROJECT_LIMIT);
  const items = useMemo(
    () => filterMenuByRole(buildMenu(projects, shown, screens), role, level),
    [projects, shown, screens, role, level],
  );
  return {
    items,
    showMoreProjects: () => setShown((count) => count + SIDEBAR_PROJECT_PAGE),
    showFewerProjects: () => setShown(SIDEBAR_PROJECT_LIMIT),
    retryProjects: retry,
  };
}
