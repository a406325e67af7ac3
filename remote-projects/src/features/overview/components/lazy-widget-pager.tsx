import { Deferred } from '@timely/shared-ui';
import { lazy } from 'react';
import type { WidgetPagerProps } from './widget-pager';

// antd's Pagination comes with antd-more, which a company of a page of projects never needs
const WidgetPager = lazy(() => import('./widget-pager'));

/** A project widget's pager, loaded only when its list runs past one page. */
export function LazyWidgetPager(props: WidgetPagerProps) {
  if (props.list.total <= props.list.perPage) return null;
  return (
    <Deferred fallback={null}>
      <WidgetPager {...props} />
    </Deferred>
  );
}
