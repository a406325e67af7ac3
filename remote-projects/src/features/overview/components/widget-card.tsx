import type { UseQueryResult } from '@tanstack/react-query';
import { QueryErrorState } from '@timely/shared-auth';
import { EmptyState, LoadingState, useMessages } from '@timely/shared-ui';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { overviewMessages } from '../messages/messages';

type WidgetCardProps<T> = {
  title: string;
  query: UseQueryResult<T>;
  /** True only when the answer has nothing to show: the empty state never hides data. */
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  extra?: ReactNode;
  /** Filters that stay on screen whatever the state, so an empty period can be changed. */
  toolbar?: ReactNode;
  children: (data: T) => ReactNode;
};

/** One dashboard widget: its own loading, error (with Retry) and empty states around its content. */
export function WidgetCard<T>({ title, query, isEmpty, empty, extra, toolbar, children }: WidgetCardProps<T>) {
  const t = useMessages(overviewMessages);
  return (
    <Card title={title} size="small" extra={extra} style={{ height: '100%' }} styles={{ body: { minHeight: 120 } }}>
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
