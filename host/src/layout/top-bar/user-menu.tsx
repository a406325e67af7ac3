import {
  BgColorsOutlined,
  CheckOutlined,
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { LEVEL_LABELS, sessionUserAtom, useSignOut } from '@timely/shared-auth';
import { portalHref } from '@timely/shared-ui';
import { Avatar, Button, Dropdown, Flex, theme, Typography, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useMediaQuery } from '../use-media-query';
import { useAvatarSrc } from '../../account/use-avatar-src';
import { usePreferences } from '@timely/shared-auth';
import { useSavePreferences } from '../../theme/use-save-preferences';
import { useNavbarTinted } from '../navbar-tint';

/** The skins everyone can pick here, whether or not the deployment shows the customizer. */
const THEME_CHOICES = [
  { theme: 'light', label: 'Light' },
  { theme: 'dark', label: 'Dark' },
  { theme: 'system', label: 'Follow the system' },
] as const;

/** The user's name and avatar (spec §2) with Profile, Reset Password, the theme and Log Out. */
export function UserMenu() {
  const user = useAtomValue(sessionUserAtom);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const avatarSrc = useAvatarSrc(user?.profilePic ?? null);
  const showName = !useMediaQuery('(max-width: 575px)');
  const { token } = theme.useToken();
  const tinted = useNavbarTinted();
  const preferences = usePreferences();
  const savePreferences = useSavePreferences();
  if (!user) return null;
  const level = LEVEL_LABELS[user.level];
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
    { key: 'reset-password', icon: <KeyOutlined />, label: 'Reset Password' },
    {
      key: 'theme',
      icon: <BgColorsOutlined />,
      label: 'Theme',
      children: THEME_CHOICES.map((choice) => ({
        key: `theme:${choice.theme}`,
        label: choice.label,
        // the check mark is drawn, and said: "Dark, current"
        extra: preferences.theme === choice.theme ? <CheckOutlined aria-label="current" /> : undefined,
      })),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Log Out', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(portalHref('profile'));
    else if (key === 'reset-password') navigate(portalHref('resetPassword'));
    else if (key === 'logout') signOut();
    else if (key.startsWith('theme:'))
      savePreferences({ ...preferences, theme: key.slice('theme:'.length) as (typeof THEME_CHOICES)[number]['theme'] });
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label={showName ? `${user.name}, ${level}, account menu` : `${user.name}, account menu`}
        style={{ height: 'auto', paddingBlock: 4, color: 'inherit' }}
      >
        <Flex align="center" gap={10}>
          {showName && (
            <Flex vertical align="flex-end" style={{ lineHeight: 1.2 }}>
              <Typography.Text strong data-testid="top-bar-user" style={{ color: 'inherit' }}>
                {user.name}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, color: 'inherit', opacity: 0.75 }}>
                {level}
              </Typography.Text>
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
