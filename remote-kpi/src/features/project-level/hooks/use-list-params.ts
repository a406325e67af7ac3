import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@timely/mock-server/contract';
import { useSearchParams } from 'react-router-dom';

type ListParams = { page: number; perPage: number; search: string };

/** Page, page size and search of the project table, kept in the URL (PRODUCT.md §3). */
export function useListParams(): ListParams & { setParams: (next: Partial<ListParams>) => void } {
  const [params, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = Number(params.get('perPage'));
  const perPage = (PAGE_SIZES as readonly number[]).includes(asked) ? asked : DEFAULT_PAGE_SIZE;
  const search = params.get('search') ?? '';
  const setParams = (next: Partial<ListParams>) =>
    setSearchParams((previous) => {
      const updated = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(next)) {
        if (value === '' || value === undefined) updated.delete(key);
        else updated.set(key, String(value));
      }
      // a new search or page size starts from the first page
      if (next.search !== undefined || next.perPage !== undefined) updated.delete('page');
      return updated;
    });
  return { page, perPage, search, setParams };
}
