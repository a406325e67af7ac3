import { DEFAULT_PAGE_SIZE, PAGE_SIZES, TASK_TABS, type TaskTab } from '@timely/contract';
import { useAtom } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { lastTaskTabAtom } from '../tasks.atoms';

type TaskParams = { tab: TaskTab; page: number; perPage: number; search: string };

/**
 * Tab, page, page size and search of the tasks list, kept in the URL (the screens' docs in docs/). Without a tab in the
 * URL the list opens on the user's last choice, else on `defaultTab` (all tasks for managers, My to-dos for
 * members: issue #49).
 */
export function useTaskParams(
  tabs: readonly TaskTab[],
  defaultTab: TaskTab = 'mine',
): TaskParams & { setParams: (next: Partial<TaskParams>) => void } {
  const [params, setSearchParams] = useSearchParams();
  const [lastTab, setLastTab] = useAtom(lastTaskTabAtom);
  const allowed = (value: string | null): value is TaskTab =>
    value !== null && (TASK_TABS as readonly string[]).includes(value) && tabs.includes(value as TaskTab);
  const askedTab = params.get('tab');
  const tab = allowed(askedTab) ? askedTab : allowed(lastTab) ? lastTab : defaultTab;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = Number(params.get('perPage'));
  const perPage = (PAGE_SIZES as readonly number[]).includes(asked) ? asked : DEFAULT_PAGE_SIZE;
  const search = params.get('search') ?? '';
  const setParams = (next: Partial<TaskParams>) => {
    if (next.tab) setLastTab(next.tab);
    setSearchParams((previous) => {
      const updated = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(next)) {
        if (value === '' || value === undefined) updated.delete(key);
        else updated.set(key, String(value));
      }
      // a new tab, search or page size starts from the first page
      if (next.tab !== undefined || next.search !== undefined || next.perPage !== undefined) updated.delete('page');
      return updated;
    });
  };
  return { tab, page, perPage, search, setParams };
}
