import { QueryErrorState } from '@timely/shared-auth';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, LoadingState } from '@timely/shared-ui';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';

type RecordSectionProps<Data> = {
  title: string;
  query: UseQueryResult<Data, Error>;
  isEmpty: (data: Data) => boolean;
  emptyText: string;
  /** Shown when the user may add records (level3, or level2 managing the project). */
  addLabel?: string;
  onAdd?: () => void;
  children: (data: Data) => ReactNode;
};

/** A card around one kind of record, with its loading, empty and error (Retry) states. */
export function RecordSection<Data>({
  title,
  query,
  isEmpty,
  emptyText,
  addLabel,
  onAdd,
  children,
}: RecordSectionProps<Data>) {
  const add = onAdd && addLabel ? <Button onClick={onAdd}>{addLabel}</Button> : null;
  return (
    <Card title={title} extra={add} style={{ marginBottom: 16 }}>
      {query.isPending ? (
        <LoadingState label={`Loading ${title.toLowerCase()}`} />
      ) : query.isError ? (
        <QueryErrorState query={query} title={`Could not load ${title.toLowerCase()}`} />
      ) : isEmpty(query.data) ? (
        <EmptyState description={emptyText} action={add} />
      ) : (
        children(query.data)
      )}
    </Card>
  );
}
