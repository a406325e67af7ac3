import { QueryErrorState } from '@timely/shared-auth';
import { PAGE_SIZES, type ReadyPeer } from '@timely/contract';
import { EmptyState, formatDateWithWeekday, listPagination, LoadingState } from '@timely/shared-ui';
import { Card, Tag, type TableProps } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { useReadyToOnboard } from '../api/get-ready-to-onboard';

const STATUS: Record<ReadyPeer['currentStatus'], string> = {
  office: 'In office',
  wfh: 'Working from home',
  field: 'On field',
  leave: 'On leave',
};

const CARD_TITLE = 'Ready to on-board';

/** The card's frame while the screen above it settles (a Deferred placeholder). */
export function ReadyToOnboardPlaceholder() {
  return (
    <Card title={CARD_TITLE} style={{ marginTop: 16 }}>
      <LoadingState label="Loading who is free" deferred />
    </Card>
  );
}

/** Peers under 50 % over this week and the next: who can take on new work, and from when. */
export function ReadyToOnboardCard({ jobRoleId }: { jobRoleId?: string | undefined }) {
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const query = useReadyToOnboard({ ...paging, jobRoleId });
  const columns: TableProps<ReadyPeer>['columns'] = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Designation', key: 'designation', render: (_, peer) => peer.designation?.name ?? '—' },
    { title: 'Working hours', dataIndex: 'workingHours', key: 'workingHours' },
    { title: 'Current status', key: 'status', render: (_, peer) => <Tag>{STATUS[peer.currentStatus]}</Tag> },
    {
      title: 'Allocation (2 weeks)',
      key: 'allocation',
      render: (_, peer) => (peer.allocation === null ? 'Away' : `${Math.round(peer.allocation)}%`),
    },
    { title: 'Free from', key: 'freeFrom', render: (_, peer) => formatDateWithWeekday(peer.freeFrom) },
  ];
  const data = query.data;
  return (
    <Card title={CARD_TITLE} style={{ marginTop: 16 }}>
      {query.isPending ? (
        <LoadingState label="Loading who is free" />
      ) : query.isError ? (
        <QueryErrorState query={query} title="Could not load who is free" />
      ) : data && data.total === 0 ? (
        <EmptyState description="Everyone is at least half booked over the next two weeks." />
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
