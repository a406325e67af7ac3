import { Deferred } from '@timely/shared-ui';
import { lazy } from 'react';
import type { WidgetPagerProps } from './widget-pager';

// antd's Pagination comes with antd-more, which a company of a page of projects never needs
const WidgetPager = lazy(() => import('./widget-pager'));

type LazyWidgetPagerProps = Omit<WidgetPagerProps, 'list'> & {
  /** The page shown, as the API answered it (an API before contract 2.10 leaves the pager's numbers out). */
  list: { page?: number | undefined; perPage?: number | undefined; total?: number | undefined };
};

/** A project widget's pager, loaded only when its list runs past one page. */
export function LazyWidgetPager({ list: { page, perPage, total }, ...props }: LazyWidgetPagerProps) {
  if (page === undefined || perPage === undefined || total === undefined || total <= perPage) return null;
  return (
    <Deferred fallback={null}>
      <WidgetPager list={{ page, perPage, total }} {...props} />
    </Deferred>
  );
}
