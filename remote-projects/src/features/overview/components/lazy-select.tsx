import { Deferred } from '@timely/shared-ui';
import { Input, type SelectProps } from 'antd';
import { lazy, type ComponentType } from 'react';

// antd's Select comes with antd-more, which the Overview's content does not otherwise need
const Select = lazy(async () => ({
  default: (await import('@timely/shared-ui/antd-more')).Select as ComponentType<SelectProps<string>>,
}));

/** A filter of an Overview card, loaded after the cards' content; a disabled box of its size until then. */
export function LazySelect(props: SelectProps<string>) {
  const chosen = props.options?.find((option) => option.value === props.value)?.label;
  const placeholder = (
    <Input
      disabled
      readOnly
      aria-label={props['aria-label']}
      value={typeof chosen === 'string' ? chosen : undefined}
      placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
      style={props.style}
    />
  );
  return (
    <Deferred fallback={placeholder}>
      <Select {...props} />
    </Deferred>
  );
}
