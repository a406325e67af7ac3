import type { DemoUser } from '@timely/contract';

export type UserFilters = {
  role?: DemoUser['role'];
  status?: DemoUser['status'];
  department?: DemoUser['department'];
  /** Part of a name or an e-mail address, any case. */
  search?: string;
};

export const USER_SORT_KEYS = ['name', 'email', 'role', 'department', 'status', 'popularity'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
export type UserSort = { key: UserSortKey; order: 'asc' | 'desc' } | null;

/** The users that match every filter given; an empty search matches everyone. */
export function filterUsers(users: readonly DemoUser[], filters: UserFilters): DemoUser[] {
  const needle = filters.search?.trim().toLocaleLowerCase() ?? '';
  return users.filter(
    (user) =>
      (!filters.role || user.role === filters.role) &&
      (!filters.status || user.status === filters.status) &&
      (!filters.department || user.department === filters.department) &&
      (!needle || user.name.toLocaleLowerCase().includes(needle) || user.email.toLocaleLowerCase().includes(needle)),
  );
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compare(a: DemoUser, b: DemoUser, key: UserSortKey): number {
  if (key === 'popularity') return a.popularity.popValue - b.popularity.popValue;
  return collator.compare(a[key], b[key]);
}

/** Sorted by one column (ties by id, so the order is stable), or as the API answered without a sort. */
export function sortUsers(users: readonly DemoUser[], sort: UserSort): DemoUser[] {
  if (!sort) return [...users];
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...users].sort((a, b) => sign * compare(a, b, sort.key) || a.id - b.id);
}
