import { useUrlParams } from '@timely/shared-ui';
import { USER_DEPARTMENTS, USER_ROLES, USER_STATUSES } from '../utils/user-options';
import { USER_SORT_KEYS, type UserFilters, type UserSort } from '../utils/filter-users';

type Key = 'role' | 'status' | 'department' | 'search' | 'page' | 'perPage' | 'sort' | 'order';

export const USER_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PER_PAGE = 10;

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The users list's state in the URL's query (`?role=admin&status=active&search=ann&sort=name&page=2`): a
 * filtered list survives a reload and can be shared; a value the list does not know is ignored.
 */
export function useUserListParams() {
  const params = useUrlParams<Key>();
  const filters: UserFilters = {
    role: oneOf(USER_ROLES, params.get('role')),
    status: oneOf(USER_STATUSES, params.get('status')),
    department: oneOf(USER_DEPARTMENTS, params.get('department')),
    search: params.get('search').trim(),
  };
  const sortKey = oneOf(USER_SORT_KEYS, params.get('sort'));
  const sort: UserSort = sortKey ? { key: sortKey, order: params.get('order') === 'desc' ? 'desc' : 'asc' } : null;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const asked = Number(params.get('perPage'));
  const perPage = (USER_PAGE_SIZES as readonly number[]).includes(asked) ? asked : DEFAULT_PER_PAGE;
  const filtered = Boolean(filters.role || filters.status || filters.department || filters.search);
  return {
    filters,
    filtered,
    sort,
    page,
    perPage,
    set: params.set,
    clearFilters: () => params.set({ role: '', status: '', department: '', search: '' }),
  };
}
