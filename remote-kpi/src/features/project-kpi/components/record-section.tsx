import { QueryErrorState } from '@timely/shared-auth';
import { ExportButton } from '@timely/shared-auth/downloads';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, LoadingState, useMessages } from '@timely/shared-ui';
import { Button, Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { kpiMessages } from '../../../messages/messages';

/** The kinds of record a project's tabs list; each has its title, states and add button in the messages. */
export type SectionName =
  | 'milestones'
  | 'changeRequests'
  | 'clientContacts'
  | 'clientFeedback'
  | 'enps'
  | 'profitability'
  | 'thoughtLeadership';

type RecordSectionProps<Data> = {
  section: SectionName;
  query: UseQueryResult<Data, Error>;
  isEmpty: (data: Data) => boolean;
  /** Shown when the user may add records (level3, or level2 managing the project). */
  onAdd?: () => void;
  /** The records' export (docs/api.md "Exports"): the same list as a file, as the caller sees it. */
  exportPath?: string;
  children: (data: Data) => ReactNode;
};

/** A card around one kind of record, with its loading, empty and error (Retry) states. */
export function RecordSection<Data>({
  section,
  query,
  isEmpty,
  onAdd,
  exportPath,
  children,
}: RecordSectionProps<Data>) {
  const t = useMessages(kpiMessages);
  const title = t(`section.${section}.title`);
  const add = onAdd ? <Button onClick={onAdd}>{t(`section.${section}.add`)}</Button> : null;
  const exported = exportPath ? (
    <ExportButton
      path={exportPath}
      label={t('section.export', { title })}
      disabled={!query.data || isEmpty(query.data)}
    />
  ) : null;
  return (
    <Card
      title={title}
      extra={
        <Flex gap={8} wrap>
          {exported}
          {add}
        </Flex>
      }
      style={{ marginBottom: 16 }}
    >
      {query.isPending ? (
        <LoadingState label={t(`section.${section}.loading`)} />
      ) : query.isError ? (
        <QueryErrorState query={query} title={t(`section.${section}.loadError`)} />
      ) : isEmpty(query.data) ? (
        <EmptyState description={t(`section.${section}.empty`)} action={add} />
      ) : (
        children(query.data)
      )}
    </Card>
  );
}
