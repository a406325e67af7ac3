import { ConfigProvider, Drawer, Flex } from 'antd';
import { buildMenuTheme, isSidebarDark } from '../../theme/build-theme';
import { DARK_SURFACES, useMessages } from '@timely/shared-ui';
import { usePreferences } from '@timely/shared-auth';
import { useShownTheme } from '../../theme/use-shown-theme';
import { BrandLink } from './brand-link';
import { SidebarMenu } from './sidebar-menu';
import { SIDEBAR_WIDTH } from './sidebar';
import { hostMessages } from '../../messages/messages';

type SidebarDrawerProps = { open: boolean; onClose: () => void };

/** The menu on screens up to 1200 px: a drawer that closes once a page is chosen (spec §4). */
export function SidebarDrawer({ open, onClose }: SidebarDrawerProps) {
  const t = useMessages(hostMessages);
  const preferences = usePreferences();
  const dark = isSidebarDark(useShownTheme());
  return (
    <ConfigProvider theme={buildMenuTheme(preferences)}>
      <Drawer
        open={open}
        onClose={onClose}
        placement={preferences.direction === 'rtl' ? 'right' : 'left'}
        size={SIDEBAR_WIDTH}
        closable={false}
        title={null}
        styles={{ body: { padding: 0, background: dark ? DARK_SURFACES.container : undefined } }}
        aria-label={t('layout.menu')}
        // closed, the menu leaves the page, so neither a screen reader nor a keyboard finds it behind the content
        destroyOnHidden
      >
        <Flex align="center" style={{ height: 64, paddingInline: 20 }}>
          <BrandLink light={dark} />
        </Flex>
        <nav aria-label={t('layout.mainMenu')}>
          <SidebarMenu mode="inline" dark={dark} onNavigate={onClose} />
        </nav>
      </Drawer>
    </ConfigProvider>
  );
}
