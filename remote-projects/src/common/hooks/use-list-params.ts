import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PROJECT_SORTS } from '@timely/contract';
import { useUrlListState } from '@timely/shared-ui';

type Sort = (typeof PROJECT_SORTS)[number];

/** Page, page size, search and sort of the project list, kept in the URL (the screens' docs in docs/). */
export function useListParams() {
  const list = useUrlListState<'sort' | 'order'>({ sizes: PAGE_SIZES, defaultPerPage: DEFAULT_PAGE_SIZE });
  const asked = list.get('sort') as Sort;
  const sort: Sort = PROJECT_SORTS.includes(asked) ? asked : 'name';
  const order: 'asc' | 'desc' = list.get('order') === 'desc' ? 'desc' : 'asc';
  return { page: list.page, perPage: list.perPage, search: list.search, sort, order, setParams: list.set };
}
