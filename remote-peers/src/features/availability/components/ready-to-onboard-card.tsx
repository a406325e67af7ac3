import { QueryErrorState } from '@timely/shared-auth';
import { ExportButton } from '@timely/shared-auth/downloads';
import { exportPaths, PAGE_SIZES, type ReadyPeer } from '@timely/contract';
import { EmptyState, formatDateWithWeekday, listPagination, LoadingState, useMessages } from '@timely/shared-ui';
import { Card, Tag, type TableProps } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { peersMessages } from '../../../messages/messages';
import { useReadyToOnboard } from '../api/get-ready-to-onboard';

/** The card's frame while the screen above it settles (a Deferred placeholder). */
export function ReadyToOnboardPlaceholder() {
  const t = useMessages(peersMessages);
  return (
    <Card title={t('availability.ready.title')} style={{ marginTop: 16 }}>
      <LoadingState label={t('availability.ready.loading')} deferred />
    </Card>
  );
}

/** Peers under 50 % over this week and the next: who can take on new work, and from when. */
export function ReadyToOnboardCard({
  jobRoleId,
  search,
}: {
  jobRoleId?: string | undefined;
  search?: string | undefined;
}) {
  const t = useMessages(peersMessages);
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const query = useReadyToOnboard({ ...paging, jobRoleId, search });
  const columns: TableProps<ReadyPeer>['columns'] = [
    { title: t('availability.ready.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('availability.ready.designation'),
      key: 'designation',
      render: (_, peer) => peer.designation?.name ?? '—',
    },
    { title: t('availability.ready.workingHours'), dataIndex: 'workingHours', key: 'workingHours' },
    {
      title: t('availability.ready.status'),
      key: 'status',
      render: (_, peer) => <Tag>{t(`availability.status.${peer.currentStatus}`)}</Tag>,
    },
    {
      title: t('availability.ready.allocation'),
      key: 'allocation',
      render: (_, peer) =>
        peer.allocation === null ? t('common.away') : t('common.percent', { value: Math.round(peer.allocation) }),
    },
    {
      title: t('availability.ready.freeFrom'),
      key: 'freeFrom',
      render: (_, peer) => formatDateWithWeekday(peer.freeFrom),
    },
  ];
  const data = query.data;
  return (
    <Card
      title={t('availability.ready.title')}
      extra={<ExportButton path={exportPaths.readyToOnboard} params={{ jobRoleId, search }} />}
      style={{ marginTop: 16 }}
    >
      {query.isPending ? (
        <LoadingState label={t('availability.ready.loading')} />
      ) : query.isError ? (
        <QueryErrorState query={query} title={t('availability.ready.loadError')} />
      ) : data && data.total === 0 ? (
        <EmptyState description={t('availability.ready.empty')} />
      ) : (
        data && (
          <Table<ReadyPeer>
            rowKey="_id"
            size="small"
            columns={columns}
            dataSource={data.items}
            loading={query.isFetching}
            {...sidewaysScroll()}
            pagination={listPagination({
              page: data.page,
              perPage: data.perPage,
              total: data.total,
              sizes: PAGE_SIZES,
              onChange: setPaging,
            })}
          />
        )
      )}
    </Card>
  );
}
