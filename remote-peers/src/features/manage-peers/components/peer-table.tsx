import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import type { Peer } from '@timely/contract';
import { Button, type TableProps } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useMessages } from '@timely/shared-ui';
import { usePeerFields } from '../../../common/api/get-peer-fields';
import { peersMessages } from '../../../messages/messages';
import { hasPeopleRecord, PeopleRecordSummary } from './people-record-summary';
import type { PeerRowHandlers } from './peer-row-actions';
import { peerTableColumns } from './peer-table-columns';

export type PeerSort = { sort: 'name' | 'employeeId' | 'jobRole' | 'level' | 'email'; order: 'asc' | 'desc' };

type PeerTableProps = PeerRowHandlers & {
  peers: Peer[];
  loading: boolean;
  sort: PeerSort;
  canManage: boolean;
  pagination: TableProps<Peer>['pagination'];
  onSort: (sort: PeerSort) => void;
  /** Level3: the ticked rows, for resending or revoking many invitations at once (only invited peers can be ticked). */
  selection?: { ids: string[]; onChange: (peers: Peer[]) => void };
};

const SORTABLE = new Set<string>(['name', 'employeeId', 'jobRole', 'level', 'email']);

const isInvited = (peer: Peer) => Boolean(peer.invitation && !peer.deletedAt);

/** The directory (docs/peers.md): sorted on the server; actions only for level3. */
export function PeerTable({
  peers,
  loading,
  sort,
  canManage,
  pagination,
  onSort,
  selection,
  ...actions
}: PeerTableProps) {
  const t = useMessages(peersMessages);
  const fields = usePeerFields().data?.items ?? [];
  const contacts = peers.some((peer) => peer.employeeId !== undefined);
  const sortOrder = (key: PeerSort['sort']): 'ascend' | 'descend' | null =>
    sort.sort === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
  const columns = peerTableColumns(t, { peers, contacts, sortOrder, actions: canManage ? actions : undefined });
  return (
    <Table<Peer>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={peers}
      loading={loading}
      pagination={pagination}
      rowSelection={
        selection && peers.some(isInvited)
          ? {
              selectedRowKeys: selection.ids,
              onChange: (_keys, rows) => selection.onChange(rows),
              getCheckboxProps: (peer) => ({
                disabled: !isInvited(peer),
                'aria-label': t('peers.table.selectName', { name: peer.name }),
              }),
            }
          : undefined
      }
      {...sidewaysScroll()}
      // the people record (hire date, the company's own fields) as far as the server let the caller see it
      expandable={{
        rowExpandable: hasPeopleRecord,
        expandedRowRender: (peer) => <PeopleRecordSummary peer={peer} fields={fields} />,
        columnTitle: <span className="timely-visually-hidden">{t('peers.record.title')}</span>,
        expandIcon: ({ expanded, onExpand, record, expandable }) =>
          expandable ? (
            <Button
              size="small"
              type="text"
              icon={expanded ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
              aria-expanded={expanded}
              aria-label={t(expanded ? 'peers.record.hide' : 'peers.record.show', { name: record.name })}
              onClick={(event) => onExpand(record, event)}
            />
          ) : null,
      }}
      onChange={(_pagination, _filters, sorter) => {
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = String(single?.columnKey ?? '');
        if (single?.order && SORTABLE.has(key))
          onSort({ sort: key as PeerSort['sort'], order: single.order === 'ascend' ? 'asc' : 'desc' });
        else if (!single?.order && sort.sort !== 'name') onSort({ sort: 'name', order: 'asc' });
      }}
    />
  );
}
