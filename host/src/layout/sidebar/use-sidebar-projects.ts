import { useAllProjects } from '../api/fetch-all-projects';
import type { SidebarProjects } from './menu-config';

/** The projects of RUN WEEKLY SPRINT as the sidebar shows them: loading, ready or failed (with a retry). */
export function useSidebarProjects(): { projects: SidebarProjects; retry: () => void } {
  const query = useAllProjects();
  const retry = () => void query.refetch();
  if (query.data) return { projects: { status: 'ready', projects: query.data }, retry };
  if (query.isError) return { projects: { status: 'error' }, retry };
  return { projects: { status: 'loading' }, retry };
}
