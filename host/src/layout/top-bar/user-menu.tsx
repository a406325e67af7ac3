import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { LEVEL_LABELS, sessionUserAtom, useSignOut } from '@timely/shared-auth';
import { portalHref } from '@timely/shared-ui';
import { Avatar, Button, Dropdown, Flex, theme, Typography, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useAvatarSrc } from '../../hooks/use-avatar-src';
import { useNavbarTinted } from '../navbar-tint';

/** The user's name and avatar (spec §2) with Profile, Reset Password and Log Out. */
export function UserMenu() {
  const user = useAtomValue(sessionUserAtom);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const avatarSrc = useAvatarSrc(user?.profilePic ?? null);
  const showName = !useMediaQuery('(max-width: 575px)');
  const { token } = theme.useToken();
  const tinted = useNavbarTinted();
  if (!user) return null;
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
    { key: 'reset-password', icon: <KeyOutlined />, label: 'Reset Password' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Log Out', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(portalHref('profile'));
    else if (key === 'reset-password') navigate(portalHref('resetPassword'));
    else if (key === 'logout') signOut();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label={`Account menu of ${user.name}`} style={{ height: 'auto', paddingBlock: 4, color: 'inherit' }}>
        <Flex align="center" gap={10}>
          {showName && (
            <Flex vertical align="flex-end" style={{ lineHeight: 1.2 }}>
              <Typography.Text strong data-testid="top-bar-user" style={{ color: 'inherit' }}>{user.name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, color: 'inherit', opacity: 0.75 }}>{LEVEL_LABELS[user.level]}</Typography.Text>
            </Flex>
          )}
          <Avatar src={avatarSrc} alt="" style={{ background: tinted ? 'rgba(255, 255, 255, 0.25)' : token.colorPrimary, flexShrink: 0 }}>{initials(user.name)}</Avatar>
          <DownOutlined style={{ fontSize: 10 }} />
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
