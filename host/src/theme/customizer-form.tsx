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
import { Divider, Flex, Typography } from 'antd';
import { Radio, Switch } from '@timely/shared-ui/antd-more';
import type { ReactNode } from 'react';
import { ColourSwatches } from './colour-swatches';
import { hostMessages } from '../messages/messages';

type CustomizerFormProps = { value: Preferences; onChange: (next: Preferences) => void };

/** Every option of spec §3–§4. Semi-dark needs a sidebar, so it is off in the horizontal layout. */
export function CustomizerForm({ value, onChange }: CustomizerFormProps) {
  const t = useMessages(hostMessages);
  const set = <Key extends keyof Preferences>(key: Key, next: Preferences[Key]) => {
    const changed = { ...value, [key]: next };
    // the server refuses semi-dark with horizontal: moving to horizontal takes the light skin with it
    if (changed.layout === 'horizontal' && changed.theme === 'semi-dark') changed.theme = 'light';
    onChange(changed);
  };
  const horizontal = value.layout === 'horizontal';
  return (
    <Flex vertical gap={4}>
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
      <Divider style={{ margin: '12px 0' }} />
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
      <Divider style={{ margin: '12px 0' }} />
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
      <Divider style={{ margin: '12px 0' }} />
      <Toggle
        label={t('customizer.hideScrollToTop')}
        checked={value.hideScrollToTop}
        onChange={(checked) => set('hideScrollToTop', checked)}
      />
    </Flex>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }}>
      <Typography.Text strong>{title}</Typography.Text>
      {children}
    </Flex>
  );
}

type ChoiceProps<Option extends string> = {
  label: string;
  options: readonly Option[];
  value: Option;
  onChange: (next: Option) => void;
  disabled?: (option: Option) => boolean;
};

function Choice<Option extends string>({ label, options, value, onChange, disabled }: ChoiceProps<Option>) {
  const t = useMessages(hostMessages);
  return (
    <Radio.Group
      aria-label={label}
      name={label}
      optionType="button"
      buttonStyle="solid"
      value={value}
      onChange={(event) => onChange(event.target.value as Option)}
      options={options.map((option) => ({
        value: option,
        // a select's keys are identifiers: semi-dark is semi_dark there
        label: t('customizer.option', { option: option.replace('-', '_') }),
        disabled: disabled?.(option) ?? false,
      }))}
    />
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
      <Typography.Text strong>{label}</Typography.Text>
      <Switch aria-label={label} checked={checked} onChange={onChange} />
    </Flex>
  );
}
