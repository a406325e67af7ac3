import { Deferred } from '@timely/shared-ui';
import { lazy } from 'react';
import type { WidgetExportProps } from './widget-export';

const WidgetExport = lazy(() => import('./widget-export'));

/** A widget's Export menu, loaded after the cards' content: the Overview's first load carries none of it. */
export function LazyWidgetExport(props: WidgetExportProps) {
  return (
    <Deferred fallback={null}>
      <WidgetExport {...props} />
    </Deferred>
  );
}
