import type { DemoUser } from '@timely/contract';
import { portalHref } from '@timely/shared-ui';

/** The values §3 gives a demo user's role, status and department, in the order the filters offer them. */
export const USER_ROLES = ['admin', 'staff', 'user'] as const satisfies ReadonlyArray<DemoUser['role']>;
export const USER_STATUSES = ['active', 'blocked', 'deactivated'] as const satisfies ReadonlyArray<DemoUser['status']>;
export const USER_DEPARTMENTS = ['sales', 'development', 'management'] as const satisfies ReadonlyArray<
  DemoUser['department']
>;

/** The users app's pages (the route table's `userList`, `userView`, `userEdit`). */
export const usersPaths = {
  list: () => portalHref('userList'),
  view: (id: number) => portalHref('userView', { id: String(id) }),
  edit: (id: number) => portalHref('userEdit', { id: String(id) }),
};

/** A user id as the route writes it: a positive whole number, else none. */
export function userIdOf(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
