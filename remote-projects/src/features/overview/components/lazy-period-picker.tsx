import { Deferred, useMessages } from '@timely/shared-ui';
import { Input } from 'antd';
import { lazy, type ComponentProps } from 'react';
import { overviewMessages } from '../messages/messages';

const PeriodPicker = lazy(() => import('./period-picker'));

/**
 * The period filter, loaded after the Overview's content: the date pickers come with antd-more, which
 * the first screen does not otherwise need. Until then a disabled field of the same size holds its place.
 */
export function LazyPeriodPicker(props: ComponentProps<typeof PeriodPicker>) {
  const t = useMessages(overviewMessages);
  const placeholder = (
    <Input disabled aria-label={t('dash.period')} placeholder={t('dash.periodPlaceholder')} style={{ width: 256 }} />
  );
  return (
    <Deferred fallback={placeholder}>
      <PeriodPicker {...props} />
    </Deferred>
  );
}
