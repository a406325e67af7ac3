import { DEFAULT_PAGE_SIZE, PAGE_SIZES, TASK_TABS, type TaskTab } from '@timely/contract';
import { useSearchParams } from 'react-router-dom';

type TaskParams = { tab: TaskTab; page: number; perPage: number; search: string };

/** Tab, page, page size and search of the tasks list, kept in the URL (PRODUCT.md §3). */
export function useTaskParams(
  tabs: readonly TaskTab[],
): TaskParams & { setParams: (next: Partial<TaskParams>) => void } {
  const [params, setSearchParams] = useSearchParams();
  const askedTab = params.get('tab') as TaskTab | null;
  const tab =
    askedTab && (TASK_TABS as readonly string[]).includes(askedTab) && tabs.includes(askedTab) ? askedTab : 'mine';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = Number(params.get('perPage'));
  const perPage = (PAGE_SIZES as readonly number[]).includes(asked) ? asked : DEFAULT_PAGE_SIZE;
  const search = params.get('search') ?? '';
  const setParams = (next: Partial<TaskParams>) =>
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
  return { tab, page, perPage, search, setParams };
}
