import { useMessages } from '@timely/shared-ui';
import type { Preferences } from '@timely/contract/first-page';
import { Divider, Flex } from 'antd';
import { Toggle } from './customizer-controls';
import { MenuSettings, NavbarSettings, SkinSettings, type SetPreference } from './customizer-sections';
import { hostMessages } from '../messages/messages';

type CustomizerFormProps = { value: Preferences; onChange: (next: Preferences) => void };

/** Every option of spec §3–§4. Semi-dark needs a sidebar, so it is off in the horizontal layout. */
export function CustomizerForm({ value, onChange }: CustomizerFormProps) {
  const t = useMessages(hostMessages);
  const set: SetPreference = (key, next) => {
    const changed = { ...value, [key]: next };
    // the server refuses semi-dark with horizontal: moving to horizontal takes the light skin with it
    if (changed.layout === 'horizontal' && changed.theme === 'semi-dark') changed.theme = 'light';
    onChange(changed);
  };
  return (
    <Flex vertical gap={4}>
      <SkinSettings value={value} set={set} />
      <Divider style={{ margin: '12px 0' }} />
      <MenuSettings value={value} set={set} />
      <Divider style={{ margin: '12px 0' }} />
      <NavbarSettings value={value} set={set} />
      <Divider style={{ margin: '12px 0' }} />
      <Toggle
        label={t('customizer.hideScrollToTop')}
        checked={value.hideScrollToTop}
        onChange={(checked) => set('hideScrollToTop', checked)}
      />
    </Flex>
  );
}
