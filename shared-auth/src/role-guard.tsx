import type { Role } from '@timely/contract';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { roleAtom } from './session.atoms';
import { canOpen } from './roles';

type RoleGuardProps = {
  /** Roles that may see the children; absent means any signed-in role. */
  allow?: readonly Role[];
  fallback: ReactNode;
  children: ReactNode;
};

/** Renders children only for the allowed roles; the server checks the same rule on every call. */
export function RoleGuard({ allow, fallback, children }: RoleGuardProps) {
  const role = useAtomValue(roleAtom);
  return <>{canOpen(role, allow) ? children : fallback}</>;
}
