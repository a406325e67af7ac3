import { useMessages } from '@timely/shared-ui';
import { SettingOutlined } from '@ant-design/icons';
import { DEFAULT_PREFERENCES } from '@timely/contract/first-page';
import { Button, Drawer, Typography } from 'antd';
import { FloatButton } from '@timely/shared-ui/antd-more';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { runtimeConfigAtom } from '../app/runtime-config.atoms';
import { CustomizerForm } from './customizer-form';
import { usePreferences } from '@timely/shared-auth';
import { useSavePreferences } from './api/save-preferences';
import { hostMessages } from '../messages/messages';

/**
 * The theme customizer (spec §3–§4). Off unless the deployment turns it on (config.json
 * `customizerEnabled`, from PORTAL_CUSTOMIZER=on); every change applies at once and is saved for the user.
 */
export function ThemeCustomizer() {
  const config = useAtomValue(runtimeConfigAtom);
  const t = useMessages(hostMessages);
  const preferences = usePreferences();
  const save = useSavePreferences();
  const [open, setOpen] = useState(false);
  if (!config?.customizerEnabled) return null;
  return (
    <>
      {/* at the edge, half-way down (as the original template had it), clear of pagers and form buttons */}
      <FloatButton
        shape="square"
        type="primary"
        icon={<SettingOutlined aria-hidden />}
        aria-label={t('customizer.open')}
        tooltip={t('customizer.tooltip')}
        onClick={() => setOpen(true)}
        style={{ insetInlineEnd: 0, top: '45%', bottom: 'auto' }}
      />
      <Drawer
        title={
          <div>
            <div>{t('customizer.title')}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
              {t('customizer.subtitle')}
            </Typography.Text>
          </div>
        }
        placement={preferences.direction === 'rtl' ? 'left' : 'right'}
        open={open}
        onClose={() => setOpen(false)}
        size={360}
        footer={<Button onClick={() => save(DEFAULT_PREFERENCES)}>{t('customizer.reset')}</Button>}
      >
        <CustomizerForm value={preferences} onChange={save} />
      </Drawer>
    </>
  );
}
