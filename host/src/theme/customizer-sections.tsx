import { useMessages } from '@timely/shared-ui';
import {
  DIRECTIONS,
  FOOTER_TYPES,
  LAYOUTS,
  MENU_COLORS,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  THEME_MODES,
  type Preferences,
} from '@timely/contract/first-page';
import { Typography } from 'antd';
import { ColourSwatches } from './colour-swatches';
import { Choice, Section, Toggle } from './customizer-controls';
import { hostMessages } from '../messages/messages';

export type SetPreference = <Key extends keyof Preferences>(key: Key, next: Preferences[Key]) => void;
type SettingsProps = { value: Preferences; set: SetPreference };

/** The skin (semi-dark off in the horizontal layout, with why) and the text direction. */
export function SkinSettings({ value, set }: SettingsProps) {
  const t = useMessages(hostMessages);
  const horizontal = value.layout === 'horizontal';
  return (
    <>
      <Section title={t('customizer.skin')}>
        <Choice
          label={t('customizer.skin')}
          options={THEME_MODES}
          value={value.theme}
          onChange={(theme) => set('theme', theme)}
          disabled={(theme) => horizontal && theme === 'semi-dark'}
        />
        {horizontal && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('customizer.semiDarkNeedsSidebar')}
          </Typography.Text>
        )}
      </Section>
      <Section title={t('customizer.direction')}>
        <Choice
          label={t('customizer.direction')}
          options={DIRECTIONS}
          value={value.direction}
          onChange={(direction) => set('direction', direction)}
        />
      </Section>
    </>
  );
}

/** The layout, the menu's colour and whether it starts collapsed. */
export function MenuSettings({ value, set }: SettingsProps) {
  const t = useMessages(hostMessages);
  return (
    <>
      <Section title={t('customizer.layout')}>
        <Choice
          label={t('customizer.layout')}
          options={LAYOUTS}
          value={value.layout}
          onChange={(layout) => set('layout', layout)}
        />
      </Section>
      <Section title={t('customizer.menuColour')}>
        <ColourSwatches
          label={t('customizer.menuColour')}
          names={MENU_COLORS}
          value={value.menuTheme}
          onChange={(colour) => set('menuTheme', colour)}
        />
      </Section>
      <Toggle
        label={t('customizer.menuCollapsed')}
        checked={value.sidebarCollapsed}
        onChange={(checked) => set('sidebarCollapsed', checked)}
      />
    </>
  );
}

/** The navbar's colour and type, and the footer's type. */
export function NavbarSettings({ value, set }: SettingsProps) {
  const t = useMessages(hostMessages);
  return (
    <>
      <Section title={t('customizer.navbarColour')}>
        <ColourSwatches
          label={t('customizer.navbarColour')}
          names={NAVBAR_COLORS}
          value={value.navbarColor}
          onChange={(colour) => set('navbarColor', colour)}
        />
      </Section>
      <Section title={t('customizer.navbarType')}>
        <Choice
          label={t('customizer.navbarType')}
          options={NAVBAR_TYPES}
          value={value.navbarType}
          onChange={(type) => set('navbarType', type)}
        />
      </Section>
      <Section title={t('customizer.footerType')}>
        <Choice
          label={t('customizer.footerType')}
          options={FOOTER_TYPES}
          value={value.footerType}
          onChange={(type) => set('footerType', type)}
        />
      </Section>
    </>
  );
}
