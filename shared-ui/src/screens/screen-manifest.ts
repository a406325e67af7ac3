import type { PortalRole } from '../portal-paths';
import type { Language } from '../i18n/languages';
import type { RemoteKey } from '../remote-keys';

/** A person's level (docs/privacy.md), as the session holds it. */
export type PortalLevel = 'level1' | 'level2' | 'level3';

/** Where a screen sits in the sidebar. A screen without one is reached by links only. */
export type ScreenMenuEntry = {
  /** The menu item's id (the open-groups memory and the tests know items by it). */
  id: string;
  /** A group the host draws (`dashboard`, `manage-peers`, `kpi`, …) or `root` for a top-level item. */
  group: string;
  /** Position inside the group (at the top level: among the groups' own orders). */
  order: number;
  /** The item's label in the menu, as the spec writes it: English, and what the host shows without `labels`. */
  label: string;
  /**
   * The label in each language the remote's build found (its messages' `screen.<name>.menu`); the host shows
   * the one of the portal's language, else `label`. Optional, so a remote built before it still has a menu.
   */
  labels?: Partial<Record<Language, string>>;
  /** One of the host's menu icon names (`read`, `team`, …); an unknown name gets the default icon. */
  icon?: string;
};

/**
 * One screen a remote owns, as the remote publishes it in its mf-manifest.json (metaData.screens).
 * The host builds its routes, sidebar and role guard from these; the server still checks every request.
 */
export type ScreenManifest = {
  /** A stable name: the route table's for the portal's screens, the screen's own for a remote's new one. */
  name: string;
  path: string;
  /** The screen's name in the browser tab ("Projects · Timely"), in English. */
  title: string;
  /** The title in each language the remote's build found (`screen.<name>.title`); else `title`. */
  titles?: Partial<Record<Language, string>>;
  remote: RemoteKey;
  /** Roles that may open it; absent: every signed-in role. */
  roles?: readonly PortalRole[];
  /** Levels that may open it; absent: every level. */
  levels?: readonly PortalLevel[];
  /** Opens without a session (the TV dashboard's signed link). */
  isPublic?: boolean;
  menu?: ScreenMenuEntry;
};

/** Whether a signed-in person of this role and level may open the screen (the menu and the guard ask). */
export function canOpenScreen(
  screen: Pick<ScreenManifest, 'roles' | 'levels'>,
  role: PortalRole | null,
  level: PortalLevel | null,
): boolean {
  if (!role) return false;
  if (screen.roles && !screen.roles.includes(role)) return false;
  return !screen.levels || (level !== null && screen.levels.includes(level));
}
