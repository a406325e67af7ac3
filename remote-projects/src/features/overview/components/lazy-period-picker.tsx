import { Deferred } from '@timely/shared-ui';
import { Input } from 'antd';
import { lazy, type ComponentProps } from 'react';

const PeriodPicker = lazy(() => import('./period-picker'));

/**
 * The period filter, loaded after the Overview's content: the date pickers come with antd-more, which
 * the first screen does not otherwise need. Until then a disabled field of the same size holds its place.
 */
export function LazyPeriodPicker(props: ComponentProps<typeof PeriodPicker>) {
  const placeholder = <Input disabled aria-label="Period" placeholder="Start date → End date" style={{ width: 256 }} />;
  return (
    <Deferred fallback={placeholder}>
      <PeriodPicker {...props} />
    </Deferred>
  );
}
