import { Deferred } from '@timely/shared-ui';
import { Button } from 'antd';
import { lazy } from 'react';
import type { WidgetExportProps } from './widget-export';

const WidgetExport = lazy(() => import('./widget-export'));

/** A widget's Export menu, loaded after the cards' content; a disabled button of its name until then. */
export function LazyWidgetExport(props: WidgetExportProps) {
  const placeholder = (
    <Button size="small" disabled aria-label={props.label}>
      …
    </Button>
  );
  return (
    <Deferred fallback={placeholder}>
      <WidgetExport {...props} />
    </Deferred>
  );
}
