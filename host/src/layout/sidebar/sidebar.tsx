import { useMessages } from '@timely/shared-ui';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Layout, theme } from 'antd';
import { useState } from 'react';
import { buildMenuTheme, isSidebarDark } from '../../theme/build-theme';
import { usePreferences } from '@timely/shared-auth';
import { useShownTheme } from '../../theme/use-shown-theme';
import { BrandLink } from './brand-link';
import { SidebarMenu } from './sidebar-menu';
import { hostMessages } from '../../messages/messages';

export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_COLLAPSED_WIDTH = 80;
const BRAND_HEIGHT = 64;
/** Spec §9: the sidebar's header casts a shadow once its menu has scrolled 100 px. */
const SIDEBAR_SHADOW_OFFSET = 100;

type SidebarProps = {
  /** Narrowed to icons (the user's choice, or the profile page in the horizontal layout). */
  collapsed: boolean;
  onToggleCollapsed: () => void;
};

/** The fixed sidebar of wide screens. Narrowed, it widens while the pointer is over it and narrows when it leaves. */
export function Sidebar({ collapsed, onToggleCollapsed }: SidebarProps) {
  const t = useMessages(hostMessages);
  const preferences = usePreferences();
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  const [shadow, setShadow] = useState(false);
  const dark = isSidebarDark(useShownTheme());
  const narrow = collapsed && !hovered;
  return (
    <ConfigProvider theme={buildMenuTheme(preferences)}>
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
        collapsed={narrow}
        trigger={null}
        theme={dark ? 'dark' : 'light'}
        onMouseEnter={() => setHovered(collapsed)}
        onMouseLeave={() => setHovered(false)}
        data-testid="sidebar"
        data-print="hide"
        style={{
          position: 'fixed',
          insetInlineStart: 0,
          top: 0,
          bottom: 0,
          zIndex: 30,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <Flex
          align="center"
          justify="space-between"
          style={{
            height: BRAND_HEIGHT,
            paddingInline: narrow ? 26 : 20,
            boxShadow: shadow ? token.boxShadowSecondary : 'none',
            position: 'relative',
            zIndex: 1,
            transition: `box-shadow ${token.motionDurationMid}`,
          }}
          data-shadow={shadow}
        >
          <BrandLink showName={!narrow} light={dark} />
          {!narrow && (
            <Button
              type="text"
              aria-label={collapsed ? t('layout.keepSidebarOpen') : t('layout.collapseSidebar')}
              icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
              onClick={onToggleCollapsed}
              style={dark ? { color: '#fff' } : undefined}
            />
          )}
        </Flex>
        <nav
          aria-label={t('layout.mainMenu')}
          data-testid="sidebar-scroll"
          style={{
            height: `calc(100% - ${BRAND_HEIGHT}px)`,
            overflowY: 'auto',
            overflowX: 'hidden',
            paddingBottom: 24,
          }}
          onScroll={(event) => setShadow(event.currentTarget.scrollTop >= SIDEBAR_SHADOW_OFFSET)}
        >
          <SidebarMenu mode="inline" collapsed={narrow} dark={dark} />
        </nav>
      </Layout.Sider>
    </ConfigProvider>
  );
}
