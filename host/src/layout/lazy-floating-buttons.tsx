import { Deferred } from '@timely/shared-ui';
import { lazy } from 'react';

// antd's FloatButton comes with antd-more: scroll-to-top shows only after a scroll, the customizer
// button is an extra, and neither belongs to the first paint; nor does the live stream (after-content.tsx)
const FloatingButtons = lazy(async () => ({ default: (await import('./after-content')).AfterContent }));

export function LazyFloatingButtons() {
  return (
    <Deferred fallback={null}>
      <FloatingButtons />
    </Deferred>
  );
}
