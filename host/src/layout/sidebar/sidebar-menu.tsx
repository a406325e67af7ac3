import { Menu, type MenuProps } from 'antd';
import type { CSSProperties } from 'react';
import { useAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { ancestorIdsOf, selectedLinkOf } from './menu-config';
import { menuOpenGroupsAtom } from './menu-open-groups.atoms';
import { toAntdItems } from './to-antd-items';
import { useSidebarMenu } from './use-sidebar-menu';

type SidebarMenuProps = {
  mode: 'inline' | 'horizontal';
  /** The sidebar is narrowed to icons: its groups open as popups and the remembered ones wait. */
  collapsed?: boolean;
  dark: boolean;
  /** A page was chosen (the drawer closes on small screens). */
  onNavigate?: () => void;
};

const ACTIONS = new Set(['view-more', 'view-less', 'projects-error']);

// a long label ("Alle Kolleginnen und Kollegen") takes a second line instead of ending in an ellipsis
const WRAPPED_ITEM: CSSProperties = {
  height: 'auto',
  minHeight: 40,
  lineHeight: 1.4,
  paddingBlock: 9,
  whiteSpace: 'normal',
};
const WRAPPED_TEXT: CSSProperties = { whiteSpace: 'normal', textOverflow: 'clip', overflowWrap: 'anywhere' };
const WRAPPED_LABELS: MenuProps['styles'] = {
  item: WRAPPED_ITEM,
  itemContent: WRAPPED_TEXT,
  subMenu: { item: WRAPPED_ITEM, itemTitle: WRAPPED_ITEM, itemContent: WRAPPED_TEXT },
};

/** The portal menu: the current page selected, the groups above it opened, the user's open groups remembered. */
export function SidebarMenu({ mode, collapsed = false, dark, onNavigate }: SidebarMenuProps) {
  const { items, showMoreProjects, showFewerProjects, retryProjects } = useSidebarMenu();
  const antdItems = useMemo(() => toAntdItems(items, mode), [items, mode]);
  const current = selectedLinkOf(items, withoutTrailingSlash(useLocation().pathname));
  const [openGroups, setOpenGroups] = useAtom(menuOpenGroupsAtom);
  const ancestors = ancestorIdsOf(items, current).join('|');

  useEffect(() => {
    // arriving on a page (from a link, the search, a typed URL) opens the groups above it, once
    if (!ancestors) return;
    setOpenGroups((open) => [...new Set([...open, ...ancestors.split('|')])]);
  }, [ancestors, setOpenGroups]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'view-more') showMoreProjects();
    else if (key === 'view-less') showFewerProjects();
    else if (key === 'projects-error') retryProjects();
    if (!ACTIONS.has(key)) onNavigate?.();
  };
  const inline = mode === 'inline';
  return (
    <Menu
      mode={mode}
      theme={dark ? 'dark' : 'light'}
      items={antdItems}
      selectedKeys={[current]}
      onClick={onClick}
      {...(inline && !collapsed ? { openKeys: openGroups, onOpenChange: setOpenGroups, styles: WRAPPED_LABELS } : {})}
      style={
        inline
          ? { borderInlineEnd: 0, paddingInline: 8 }
          : { borderBottom: 0, flex: 1, minWidth: 0, background: 'transparent' }
      }
    />
  );
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
