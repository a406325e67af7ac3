import {
  BgColorsOutlined,
  CheckOutlined,
  DownOutlined,
  GlobalOutlined,
  KeyOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { sessionUserAtom, useSignOut } from '@timely/shared-auth';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, portalHref, useLanguage, useMessages } from '@timely/shared-ui';
import { Avatar, Button, Dropdown, Flex, theme, Typography, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useMediaQuery } from '../use-media-query';
import { useAvatarSrc } from '../../account/use-avatar-src';
import { usePreferences } from '@timely/shared-auth';
import { useSavePreferences } from '../../theme/api/save-preferences';
import { useNavbarTinted } from '../navbar-tint';
import { hostMessages } from '../../messages/messages';

/** The skins everyone can pick here, whether or not the deployment shows the customizer. */
const THEME_CHOICES = [
  { theme: 'light', label: 'menu.theme.light' },
  { theme: 'dark', label: 'menu.theme.dark' },
  { theme: 'system', label: 'menu.theme.system' },
] as const;

/** The user's name and avatar (spec §2) with Profile, Reset Password, the theme, the language and Log Out. */
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
  const t = useMessages(hostMessages);
  const language = useLanguage();
  if (!user) return null;
  const current = <CheckOutlined aria-label={t('menu.current')} />;
  const level = t(`level.${user.level}`);
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined aria-hidden />, label: t('menu.profile') },
    { key: 'reset-password', icon: <KeyOutlined aria-hidden />, label: t('menu.resetPassword') },
    {
      key: 'theme',
      icon: <BgColorsOutlined aria-hidden />,
      label: t('menu.theme'),
      children: THEME_CHOICES.map((choice) => ({
        key: `theme:${choice.theme}`,
        label: t(choice.label),
        // the check mark is drawn, and said: "Dark, current"
        extra: preferences.theme === choice.theme ? current : undefined,
      })),
    },
    {
      key: 'language',
      icon: <GlobalOutlined aria-hidden />,
      label: t('menu.language'),
      children: LANGUAGES.map((choice) => ({
        key: `language:${choice}`,
        label: <span lang={choice}>{LANGUAGE_NAMES[choice]}</span>,
        extra: language === choice ? current : undefined,
      })),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('menu.logOut'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(portalHref('profile'));
    else if (key === 'reset-password') navigate(portalHref('resetPassword'));
    else if (key === 'logout') signOut();
    else if (key.startsWith('language:')) {
      const chosen = key.slice('language:'.length);
      if (!isLanguage(chosen)) return;
      // saved on the server (shown at once); the shell then remembers it for the sign-in page
      savePreferences({ ...preferences, language: chosen });
    } else if (key.startsWith('theme:'))
      savePreferences({ ...preferences, theme: key.slice('theme:'.length) as (typeof THEME_CHOICES)[number]['theme'] });
  };
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
