import type { Level, Role, SessionUser } from '@timely/contract';

/**
 * Pure role and level predicates (docs/privacy.md). The server enforces every one of them; the UI uses
 * these only to hide what the user may not do.
 */
export function canOpen(role: Role | null, permissions: readonly Role[] | undefined): boolean {
  if (!role) return false;
  return !permissions || permissions.includes(role);
}

export const isLevel3 = (user: Pick<SessionUser, 'level'> | null): boolean => user?.level === 'level3';
export const isManagerOrAbove = (user: Pick<SessionUser, 'level'> | null): boolean =>
  user?.level === 'level3' || user?.level === 'level2';

export const canManagePeers = isLevel3;
export const canCreateProject = isManagerOrAbove;

/** Edit or delete a project: level3 any; level2 the projects they manage. */
export function canEditProject(
  user: Pick<SessionUser, '_id' | 'level'> | null,
  project: { managerIds: readonly string[] },
): boolean {
  if (!user) return false;
  if (user.level === 'level3') return true;
  return user.level === 'level2' && project.managerIds.includes(user._id);
}

export const LEVEL_LABELS: Record<Level, string> = {
  level1: 'Member',
  level2: 'Manager',
  level3: 'Company admin',
};
