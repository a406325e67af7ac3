import { levelAtom, roleAtom } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { hostMessages } from '../../messages/messages';
import { usePortalScreens } from '../../screens/screen-store';
import { useScreenLabels } from '../../screens/screen-labels';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import {
  buildMenu,
  filterMenuByRole,
  SIDEBAR_PROJECT_LIMIT,
  SIDEBAR_PROJECT_PAGE,
  type MenuLabels,
  withoutApps,
} from './menu-config';
import { useAppsAvailability } from '../../apps/api/get-apps-availability';
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
  const labels = useMenuLabels();
  // the Apps group only once the API says the demo apps are offered (not while it is asked, nor on an error)
  const appsShown = useAppsAvailability().data?.available === true;
  // built on each render: the labels change when a language finishes downloading, and the menu is small
  const built = filterMenuByRole(buildMenu(projects, labels, shown, screens), role, level);
  const items = appsShown ? built : withoutApps(built);
  return {
    items,
    showMoreProjects: () => setShown((count) => count + SIDEBAR_PROJECT_PAGE),
    showFewerProjects: () => setShown(SIDEBAR_PROJECT_LIMIT),
    retryProjects: retry,
  };
}

/** The menu's labels in the portal's language. */
export function useMenuLabels(): MenuLabels {
  const t = useMessages(hostMessages);
  const { label } = useScreenLabels();
  return { t, label };
}
