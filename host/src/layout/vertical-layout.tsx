import { Layout, theme } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { MENU_DRAWER_QUERY, useMediaQuery } from './use-media-query';
import { usePreferences } from '@timely/shared-auth';
import { useSavePreferences } from '../theme/api/save-preferences';
import { AppFooter } from './app-footer';
import { SCROLL_TO_TOP_CLEARANCE } from './scroll-to-top-room';
import { Navbar } from './navbar';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, Sidebar } from './sidebar/sidebar';
import { SidebarDrawer } from './sidebar/sidebar-drawer';
import { TopBar } from './top-bar/top-bar';
import { MAIN_CONTENT_ID } from './skip-link';

/** Sidebar at the side (a drawer up to 1200 px wide), top bar, page, footer. */
export function VerticalLayout({ collapsed }: { collapsed: boolean }) {
  const preferences = usePreferences();
  const save = useSavePreferences();
  const drawer = useMediaQuery(MENU_DRAWER_QUERY);
  const { token } = theme.useToken();
  const [menuOpen, setMenuOpen] = useState(false);
  const offset = drawer ? 0 : collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  return (
    <Layout style={{ minHeight: '100vh' }} data-layout="vertical">
      {drawer ? (
        <SidebarDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      ) : (
        <Sidebar
          collapsed={collapsed}
          onToggleCollapsed={() => save({ ...preferences, sidebarCollapsed: !preferences.sidebarCollapsed })}
        />
      )}
      <Layout
        data-print="page"
        style={{
          marginInlineStart: offset,
          transition: `margin-inline-start ${token.motionDurationMid}`,
          minHeight: '100vh',
          minWidth: 0,
        }}
      >
        <Navbar>
          <TopBar onOpenMenu={drawer ? () => setMenuOpen(true) : undefined} />
        </Navbar>
        <Layout.Content
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          // longhands only: with the `padding` shorthand, a change of width (drawer or not) reset the bottom room to 24
          style={{
            paddingTop: drawer ? 16 : 24,
            paddingInline: drawer ? 16 : 24,
            paddingBottom: SCROLL_TO_TOP_CLEARANCE,
            minWidth: 0,
          }}
        >
          <Outlet />
        </Layout.Content>
        <AppFooter />
      </Layout>
    </Layout>
  );
}
