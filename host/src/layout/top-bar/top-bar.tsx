import { useMessages } from '@timely/shared-ui';
import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { BrandLink } from '../sidebar/brand-link';
import { NotificationsDropdown } from '../../notifications/notifications-dropdown';
import { LazySearchBox } from '../../search/lazy-search-box';
import { UserMenu } from './user-menu';
import { hostMessages } from '../../messages/messages';

type TopBarProps = {
  /** Small screens: the button that opens the menu drawer. */
  onOpenMenu?: () => void;
  /** The horizontal layout has no sidebar, so the brand sits here. */
  showBrand?: boolean;
};

/** Search on the start side; notifications and the user's menu on the end side (spec §2). */
export function TopBar({ onOpenMenu, showBrand = false }: TopBarProps) {
  const t = useMessages(hostMessages);
  return (
    <Flex align="center" justify="space-between" gap={12} style={{ minHeight: 62, width: '100%' }}>
      <Flex align="center" gap={12} style={{ flex: 1, minWidth: 0 }}>
        {onOpenMenu && (
          <Button
            type="text"
            aria-label={t('layout.openMenu')}
            icon={<MenuOutlined aria-hidden />}
            onClick={onOpenMenu}
            style={{ color: 'inherit' }}
          />
        )}
        {showBrand && <BrandLink />}
        <LazySearchBox />
      </Flex>
      <Flex align="center" gap={4}>
        <NotificationsDropdown />
        <UserMenu />
      </Flex>
    </Flex>
  );
}
