import { roleAtom } from '@timely/shared-auth';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { buildMenu, filterMenuByRole } from './menu-config';
import type { PortalMenuItem } from './menu-types';
import { useSidebarProjects } from './use-sidebar-projects';

export type SidebarMenu = {
  items: PortalMenuItem[];
  /** View More / View Less. */
  toggleShowAllProjects: () => void;
  retryProjects: () => void;
};

/** The menu the signed-in user sees: the spec's groups, their projects, filtered by their role. */
export function useSidebarMenu(): SidebarMenu {
  const role = useAtomValue(roleAtom);
  const { projects, retry } = useSidebarProjects();
  const [showAll, setShowAll] = useState(false);
  const items = useMemo(() => filterMenuByRole(buildMenu(projects, showAll), role), [projects, showAll, role]);
  return { items, toggleShowAllProjects: () => setShowAll((value) => !value), retryProjects: retry };
}
