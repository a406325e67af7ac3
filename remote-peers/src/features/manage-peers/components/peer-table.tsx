import {
  DeleteOutlined,
  EditOutlined,
  MailOutlined,
  MinusSquareOutlined,
  PlusSquareOutlined,
  StopOutlined,
  UndoOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Peer, PeerInvitation } from '@timely/contract';
import { Avatar, Button, Flex, Space, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { pinnedColumn, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { ClickPopconfirm, dateTimeFormat, useMessages, type Translate } from '@timely/shared-ui';
import { usePeerFields } from '../../../common/api/get-peer-fields';
import { peersMessages } from '../../../messages/messages';
import { hasPeopleRecord, PeopleRecordSummary } from './people-record-summary';

export type PeerSort = { sort: 'name' | 'employeeId' | 'jobRole' | 'level' | 'email'; order: 'asc' | 'desc' };

type PeerTableProps = {
  peers: Peer[];
  loading: boolean;
  sort: PeerSort;
  canManage: boolean;
  pagination: TableProps<Peer>['pagination'];
  onSort: (sort: PeerSort) => void;
  onEdit: (peer: Peer) => void;
  onDelete: (peer: Peer) => void;
  onRestore: (peer: Peer) => void;
  onResendInvitation: (peer: Peer) => void;
  onRevokeInvitation: (peer: Peer) => void;
  /** Level3: the ticked rows, for resending or revoking many invitations at once (only invited peers can be ticked). */
  selection?: { ids: string[]; onChange: (peers: Peer[]) => void };
};

/** The messengers' names: brands, the same in every language. */
const IM_APPS = [
  ['skype', 'Skype'],
  ['slack', 'Slack'],
  ['zoom', 'Zoom'],
] as const;
const SORTABLE = new Set<string>(['name', 'employeeId', 'jobRole', 'level', 'email']);
// only level3 gets a peer's invitation from the server (docs/privacy.md)
const INVITATION_TAGS = {
  pending: { label: 'peers.table.invited', color: 'processing' },
  expired: { label: 'peers.table.invitationExpired', color: 'warning' },
  revoked: { label: 'peers.table.invitationRevoked', color: 'default' },
} as const satisfies Record<NonNullable<Peer['invitation']>['status'], { label: string; color: string }>;

const isInvited = (peer: Peer) => Boolean(peer.invitation && !peer.deletedAt);

/** The directory (docs/peers.md): sorted on the server; actions only for level3. */
export function PeerTable({
  peers,
  loading,
  sort,
  canManage,
  pagination,
  onSort,
  onEdit,
  onDelete,
  onRestore,
  onResendInvitation,
  onRevokeInvitation,
  selection,
}: PeerTableProps) {
  const t = useMessages(peersMessages);
  const fields = usePeerFields().data?.items ?? [];
  const contacts = peers.some((peer) => peer.employeeId !== undefined);
  const sortOrder = (key: PeerSort['sort']): 'ascend' | 'descend' | null =>
    sort.sort === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
  const columns: TableProps<Peer>['columns'] = [
    {
      title: t('peers.table.avatar'),
      key: 'avatar',
      width: 64,
      render: (_, peer) => (
        <Avatar
          src={peer.profilePic ?? undefined}
          icon={<UserOutlined aria-hidden />}
          alt={t('peers.table.picture', { name: peer.name })}
        />
      ),
    },
    // the server sends employee ids and mobile numbers to level2 and level3 only (docs/privacy.md)
    ...(contacts
      ? [
          {
            title: t('peers.table.employeeId'),
            dataIndex: 'employeeId',
            key: 'employeeId',
            sorter: true,
            sortOrder: sortOrder('employeeId'),
          },
        ]
      : []),
    {
      title: t('peers.table.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (name: string, peer) => {
        const invitation = peer.invitation && !peer.deletedAt ? INVITATION_TAGS[peer.invitation.status] : null;
        const tag = peer.deletedAt ? (
          <Tag>{t('peers.table.deleted')}</Tag>
        ) : !peer.isActive ? (
          <Tag>{t('peers.table.inactive')}</Tag>
        ) : invitation ? (
          <Tag color={invitation.color}>{t(invitation.label)}</Tag>
        ) : null;
        const named = tag ? (
          <Space>
            {name}
            {tag}
          </Space>
        ) : (
          name
        );
        return peer.invitation && !peer.deletedAt ? (
          <Flex vertical gap={2}>
            {named}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {invitationDates(peer.invitation, t)}
            </Typography.Text>
          </Flex>
        ) : (
          named
        );
      },
    },
    {
      title: t('peers.table.jobRole'),
      key: 'jobRole',
      sorter: true,
      sortOrder: sortOrder('jobRole'),
      render: (_, peer) => peer.jobRole?.name ?? '—',
    },
    { title: t('peers.table.designation'), key: 'designation', render: (_, peer) => peer.designation?.name ?? '—' },
    { title: t('peers.record.manager'), key: 'manager', render: (_, peer) => peer.manager?.name ?? '—' },
    {
      title: t('peers.table.workMode'),
      key: 'workMode',
      render: (_, peer) => t(`common.workMode.${peer.defaultWorkMode}`),
    },
    ...IM_APPS.map(([app, brand]) => ({
      title: brand,
      key: app,
      render: (_: unknown, peer: Peer) => peer.imIds[app] ?? '—',
    })),
    {
      title: t('peers.table.level'),
      dataIndex: 'level',
      key: 'level',
      sorter: true,
      sortOrder: sortOrder('level'),
      render: (level: Peer['level']) => t(`common.level.${level}`),
    },
    { title: t('peers.table.timeZone'), dataIndex: 'timeZone', key: 'timeZone' },
    { title: t('peers.table.email'), dataIndex: 'email', key: 'email', sorter: true, sortOrder: sortOrder('email') },
    ...(contacts
      ? [
          {
            title: t('peers.table.mobile'),
            key: 'phone',
            // a number's groups would be laid out right to left in Arabic ("0958 7946 20 44+")
            render: (_: unknown, peer: Peer) => (peer.phone ? <bdi dir="ltr">{peer.phone}</bdi> : '—'),
          },
        ]
      : []),
    { title: t('peers.table.location'), key: 'location', render: (_, peer) => peer.location?.name ?? '—' },
    { title: t('peers.table.block'), key: 'block', render: (_, peer) => peer.block?.name ?? '—' },
  ];
  if (canManage) {
    columns.push(
      pinnedColumn('end', {
        title: t('peers.table.actions'),
        key: 'actions',
        width: peers.some((peer) => peer.invitation && !peer.deletedAt) ? 200 : 110,
        render: (_, peer) =>
          peer.deletedAt ? (
            <Tooltip title={t('peers.table.restore')}>
              <Button
                icon={<UndoOutlined aria-hidden />}
                aria-label={t('peers.table.restoreName', { name: peer.name })}
                onClick={() => onRestore(peer)}
              />
            </Tooltip>
          ) : (
            <Space>
              <Button
                icon={<EditOutlined aria-hidden />}
                aria-label={t('peers.table.editName', { name: peer.name })}
                onClick={() => onEdit(peer)}
              />
              {peer.invitation && (
                <Tooltip title={t('peers.table.resendTip')}>
                  <Button
                    icon={<MailOutlined aria-hidden />}
                    aria-label={t('peers.table.resendName', { name: peer.name })}
                    onClick={() => onResendInvitation(peer)}
                  />
                </Tooltip>
              )}
              {peer.invitation && peer.invitation.status !== 'revoked' && (
                <ClickPopconfirm
                  title={t('peers.table.revokeTitle', { name: peer.name })}
                  description={t('peers.table.revokeText')}
                  okText={t('peers.table.revoke')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onRevokeInvitation(peer)}
                >
                  <Button icon={<StopOutlined />} aria-label={t('peers.table.revokeName', { name: peer.name })} />
                </ClickPopconfirm>
              )}
              <ClickPopconfirm
                title={t('peers.table.deleteTitle', { name: peer.name })}
                description={t('peers.table.deleteText')}
                okText={t('peers.table.delete')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(peer)}
              >
                <Button
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('peers.table.deleteName', { name: peer.name })}
                />
              </ClickPopconfirm>
            </Space>
          ),
      }),
    );
  }
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

/** "Sent 20 Nov 2026 · Expires 27 Nov 2026": when the latest invitation went out, and when its link stops. */
function invitationDates(invitation: PeerInvitation, t: Translate<typeof peersMessages>): string {
  const day = (iso: string) => dateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
  const parts = invitation.sentAt ? [t('peers.table.sent', { date: day(invitation.sentAt) })] : [];
  if (invitation.expiresAt)
    parts.push(
      t(invitation.status === 'expired' ? 'peers.table.expired' : 'peers.table.expires', {
        date: day(invitation.expiresAt),
      }),
    );
  return parts.join(' · ');
}
