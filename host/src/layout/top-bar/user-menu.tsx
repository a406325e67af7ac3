import { DownOutlined } from '@ant-design/icons';
import { sessionUserAtom } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { Avatar, Button, Dropdown, Flex, theme, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { PHONE_QUERY, useMediaQuery } from '../use-media-query';
import { useAvatarSrc } from '../../account/use-avatar-src';
import { useNavbarTinted } from '../navbar-tint';
import { hostMessages } from '../../messages/messages';
import { useUserMenuItems } from './use-user-menu-items';

/** The user's name and avatar (spec §2) with Profile, Reset Password, the theme, the language and Log Out. */
export function UserMenu() {
  const user = useAtomValue(sessionUserAtom);
  const avatarSrc = useAvatarSrc(user?.profilePic ?? null);
  const showName = !useMediaQuery(PHONE_QUERY);
  const { token } = theme.useToken();
  const tinted = useNavbarTinted();
  const t = useMessages(hostMessages);
  const { items, onClick } = useUserMenuItems();
  if (!user) return null;
  const level = t(`level.${user.level}`);
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label={showName ? t('menu.name', { name: user.name, level }) : t('menu.nameShort', { name: user.name })}
        style={{ height: 'auto', paddingBlock: 4, color: 'inherit' }}
      >
        <Flex align="center" gap={10}>
          {showName && (
            // two blocks, not two spans: a reader (and axe's label-in-name check) then sees "name level",
            // the start of the button's name, rather than the words run together
            <Flex vertical align="flex-end" style={{ lineHeight: 1.2 }}>
              <div>
                <Typography.Text strong data-testid="top-bar-user" style={{ color: 'inherit' }}>
                  {user.name}
                </Typography.Text>
              </div>
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 12, color: 'inherit', opacity: 0.75 }}>
                  {level}
                </Typography.Text>
              </div>
            </Flex>
          )}
          <Avatar
            aria-hidden
            src={avatarSrc}
            alt=""
            style={{ background: tinted ? 'rgba(255, 255, 255, 0.25)' : token.colorPrimary, flexShrink: 0 }}
          >
            {initials(user.name)}
          </Avatar>
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Flex>
      </Button>
    </Dropdown>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
