import { CheckOutlined } from '@ant-design/icons';
import { Flex, theme, Tooltip } from 'antd';
import { paletteColor, useMessages } from '@timely/shared-ui';
import { hostMessages } from '../messages/messages';

type ColourSwatchesProps<Name extends string> = {
  label: string;
  names: readonly Name[];
  value: Name;
  onChange: (name: Name) => void;
};

/** A row of colour choices, a radio group for keyboards and screen readers. */
export function ColourSwatches<Name extends string>({ label, names, value, onChange }: ColourSwatchesProps<Name>) {
  const { token } = theme.useToken();
  const t = useMessages(hostMessages);
  return (
    <Flex role="radiogroup" aria-label={label} gap={8} wrap>
      {names.map((name) => {
        const colour =
          name === 'default' ? token.colorBgContainer : paletteColor(name as Parameters<typeof paletteColor>[0]);
        const checked = name === value;
        return (
          <Tooltip key={name} title={t('customizer.colour', { colour: name })}>
            <button
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t('customizer.colour', { colour: name })}
              onClick={() => onChange(name)}
              style={{
                width: 30,
                height: 30,
                borderRadius: '50%',
                cursor: 'pointer',
                background: colour,
                border: `2px solid ${checked ? token.colorPrimary : token.colorBorder}`,
                color: name === 'default' ? token.colorText : '#fff',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {checked && <CheckOutlined aria-hidden />}
            </button>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
