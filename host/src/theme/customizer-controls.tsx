import { useMessages } from '@timely/shared-ui';
import { Flex, Typography } from 'antd';
import { Radio, Switch } from '@timely/shared-ui/antd-more';
import type { ReactNode } from 'react';
import { hostMessages } from '../messages/messages';

/** An option's title above its control. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
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

/** One of a few named options, as a row of buttons (each named by the option's text). */
export function Choice<Option extends string>({ label, options, value, onChange, disabled }: ChoiceProps<Option>) {
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

/** An on-off option, its name beside the switch. */
export function Toggle({
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
