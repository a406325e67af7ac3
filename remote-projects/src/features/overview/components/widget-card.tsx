import type { UseQueryResult } from '@tanstack/react-query';
import { QueryErrorState } from '@timely/shared-auth';
import { EmptyState, LoadingState, useMessages } from '@timely/shared-ui';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { LazyWidgetExport } from './lazy-widget-export';
import type { WidgetExportProps } from './widget-export';
import { overviewMessages } from '../messages/messages';

type WidgetCardProps<T> = {
  title: string;
  query: UseQueryResult<T>;
  /** True only when the answer has nothing to show: the empty state never hides data. */
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  extra?: ReactNode;
  /** The widget's export and the card's filters, for an Export menu in the card's corner. */
  exported?: Pick<WidgetExportProps, 'widget' | 'params'>;
  /** Filters that stay on screen whatever the state, so an empty period can be changed. */
  toolbar?: ReactNode;
  /**
   * The height (px) the card's body keeps from its first frame: what its content takes once loaded on a desktop
   * screen, so that the cards below stay where they are when the data arrives (no layout shift).
   */
  reserve: number;
  children: (data: T) => ReactNode;
};

/** One dashboard widget: its own loading, error (with Retry) and empty states around its content. */
export function WidgetCard<T>({
  title,
  query,
  isEmpty,
  empty,
  extra,
  exported,
  toolbar,
  reserve,
  children,
}: WidgetCardProps<T>) {
  const t = useMessages(overviewMessages);
  const exportMenu = exported ? (
    <LazyWidgetExport {...exported} title={title} disabled={query.data === undefined || isEmpty(query.data)} />
  ) : null;
  return (
    <Card
      title={title}
      size="small"
      extra={extra ?? exportMenu}
      style={{ height: '100%' }}
      styles={{ body: { minHeight: reserve } }}
    >
      <section aria-label={title}>
        {toolbar ? <div style={{ marginBottom: 12 }}>{toolbar}</div> : null}
        {body()}
      </section>
    </Card>
  );

  function body() {
    if (query.isError) return <QueryErrorState query={query} title={t('dash.loadFailed', { title })} />;
    if (query.data === undefined) return <LoadingState label={t('dash.loading', { title })} />;
    if (isEmpty(query.data)) return <EmptyState description={empty} />;
    return children(query.data);
  }
}
