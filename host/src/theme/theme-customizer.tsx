import { SettingOutlined } from '@ant-design/icons';
import { DEFAULT_PREFERENCES } from '@timely/contract';
import { Button, Drawer, Typography } from 'antd';
import { FloatButton } from '@timely/shared-ui/antd-more';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { runtimeConfigAtom } from '../app/runtime-config.atoms';
import { CustomizerForm } from './customizer-form';
import { usePreferences } from '@timely/shared-auth';
import { useSavePreferences } from './api/save-preferences';

/**
 * The theme customizer (spec §3–§4). Off unless the deployment turns it on (config.json
 * `customizerEnabled`, from PORTAL_CUSTOMIZER=on); every change applies at once and is saved for the user.
 */
export function ThemeCustomizer() {
  const config = useAtomValue(runtimeConfigAtom);
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
        icon={<SettingOutlined />}
        aria-label="Open the theme customizer"
        tooltip="Theme customizer"
        onClick={() => setOpen(true)}
        style={{ insetInlineEnd: 0, top: '45%', bottom: 'auto' }}
      />
      <Drawer
        title={
          <div>
            <div>Theme Customizer</div>
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
              Customize and preview in real time
            </Typography.Text>
          </div>
        }
        placement={preferences.direction === 'rtl' ? 'left' : 'right'}
        open={open}
        onClose={() => setOpen(false)}
        size={360}
        footer={<Button onClick={() => save(DEFAULT_PREFERENCES)}>Reset to defaults</Button>}
      >
        <CustomizerForm value={preferences} onChange={save} />
      </Drawer>
    </>
  );
}
