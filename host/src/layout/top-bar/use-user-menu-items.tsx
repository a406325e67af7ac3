import {
  BgColorsOutlined,
  CheckOutlined,
  GlobalOutlined,
  KeyOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { usePreferences, useSignOut } from '@timely/shared-auth';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, portalHref, useLanguage, useMessages } from '@timely/shared-ui';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { hostMessages } from '../../messages/messages';
import { useSavePreferences } from '../../theme/api/save-preferences';

/** The skins everyone can pick here, whether or not the deployment shows the customizer. */
const THEME_CHOICES = [
  { theme: 'light', label: 'menu.theme.light' },
  { theme: 'dark', label: 'menu.theme.dark' },
  { theme: 'system', label: 'menu.theme.system' },
] as const;

/** The user menu's entries (the current theme and language checked) and what choosing each does. */
export function useUserMenuItems() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const preferences = usePreferences();
  const savePreferences = useSavePreferences();
  const t = useMessages(hostMessages);
  const language = useLanguage();
  const current = <CheckOutlined aria-label={t('menu.current')} />;
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
  return { items, onClick };
}
