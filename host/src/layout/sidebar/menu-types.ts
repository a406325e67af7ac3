import type { PortalLevel, PortalRole } from '@timely/shared-ui';
import type { ReactNode } from 'react';

/**
 * The spec's menu-item types (§3), plus `status`, ours: where the project list is still loading or failed
 * to load (the spec shows neither).
 */
type MenuItemType =
  'item' | 'collapse' | 'groupHeader' | 'external-link' | 'noProjects' | 'viewButtonMore' | 'viewButtonLess' | 'status';

type MenuBadgeColor = 'primary' | 'success' | 'danger' | 'info' | 'warning';

/** One entry of the sidebar (and of the horizontal menu), with the spec's menu-item fields. */
export type PortalMenuItem = {
  id: string;
  title: string;
  type: MenuItemType;
  /** Where the item leads (`item`, `external-link`). */
  navLink?: string;
  /** Roles that see the item; absent means every role. Taken from the screen the item opens, never written twice. */
  permissions?: readonly PortalRole[];
  /** Levels that see the item; absent means every level. */
  levels?: readonly PortalLevel[];
  icon?: ReactNode;
  children?: PortalMenuItem[];
  badge?: MenuBadgeColor;
  badgeText?: string;
  newTab?: boolean;
  disabled?: boolean;
};
