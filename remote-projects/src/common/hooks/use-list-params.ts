import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PROJECT_SORTS } from '@timely/mock-server/contract';
import { useSearchParams } from 'react-router-dom';

type Sort = (typeof PROJECT_SORTS)[number];
type ListParams = { page: number; perPage: number; search: string; sort: Sort; order: 'asc' | 'desc' };

/** Page, page size, search and sort of the project list, kept in the URL (PRODUCT.md §3). */
export function useListParams(): ListParams & { setParams: (next: Partial<ListParams>) => void } {
  const [params, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = Number(params.get('perPage'));
  const perPage = (PAGE_SIZES as readonly number[]).includes(asked) ? asked : DEFAULT_PAGE_SIZE;
  const search = params.get('search') ?? '';
  const askedSort = params.get('sort') as Sort | null;
  const sort = askedSort && (PROJECT_SORTS as readonly string[]).includes(askedSort) ? askedSort : 'name';
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const setParams = (next: Partial<ListParams>) =>
    setSearchParams((previous) => {
      const updated = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(next)) {
        if (value === '' || value === undefined) updated.delete(key);
        else updated.set(key, String(value));
      }
      // a new search, sort or page size starts from the first page
      if (next.search !== undefined || next.perPage !== undefined || next.sort !== undefined) updated.delete('page');
      return updated;
    });
  return { page, perPage, search, sort, order, setParams };
}
