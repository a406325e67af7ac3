import { useMessages } from '@timely/shared-ui';
import { ConfigProvider, Layout, theme } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useWindowScrolledPast } from './use-scroll-offset';
import { buildMenuTheme } from '../theme/build-theme';
import { usePreferences } from '@timely/shared-auth';
import { AppFooter } from './app-footer';
import { SCROLL_TO_TOP_CLEARANCE } from './scroll-to-top-room';
import { Navbar } from './navbar';
import { SidebarDrawer } from './sidebar/sidebar-drawer';
import { SidebarMenu } from './sidebar/sidebar-menu';
import { TopBar } from './top-bar/top-bar';
import { MAIN_CONTENT_ID } from './skip-link';
import { hostMessages } from '../messages/messages';

/** Spec §9: the horizontal navbar takes its scrolled style after 50 px. */
const NAVBAR_SCROLL_OFFSET = 50;

/**
 * The top bar with the menu under it, across the page (wider than 1199 px only). Collapsed (the user's
 * choice, or the profile page: spec §2), the menu folds into a drawer behind a menu button.
 */
export function HorizontalLayout({ menuCollapsed }: { menuCollapsed: boolean }) {
  const t = useMessages(hostMessages);
  const preferences = usePreferences();
  const { token } = theme.useToken();
  const scrolled = useWindowScrolledPast(NAVBAR_SCROLL_OFFSET);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menu = menuCollapsed ? null : (
    <ConfigProvider theme={buildMenuTheme(preferences)}>
      <nav
        aria-label={t('layout.mainMenu')}
        style={{
          display: 'flex',
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          marginBottom: 8,
          color: token.colorText,
        }}
      >
        <SidebarMenu mode="horizontal" dark={false} />
      </nav>
    </ConfigProvider>
  );
  return (
    <Layout style={{ minHeight: '100vh' }} data-layout="horizontal">
      {menuCollapsed && <SidebarDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      <Navbar scrolled={scrolled}>
        <TopBar showBrand onOpenMenu={menuCollapsed ? () => setDrawerOpen(true) : undefined} />
        {menu}
      </Navbar>
      {/* a hidden navbar hides the top bar, never the only way to move around */}
      {preferences.navbarType === 'hidden' && menu && (
        <div data-print="hide" style={{ padding: '12px 24px 0' }}>
          {menu}
        </div>
      )}
      <Layout.Content
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ paddingTop: 24, paddingInline: 24, paddingBottom: SCROLL_TO_TOP_CLEARANCE, minWidth: 0 }}
      >
        <Outlet />
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
