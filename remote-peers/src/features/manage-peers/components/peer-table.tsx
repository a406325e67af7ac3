import {
  DeleteOutlined,
  EditOutlined,
  MailOutlined,
  StopOutlined,
  UndoOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Peer } from '@timely/contract';
import { LEVEL_LABELS } from '@timely/shared-auth';
import { Avatar, Button, Space, Tag, Tooltip, type TableProps } from 'antd';
import { pinnedColumn, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { ClickPopconfirm } from '@timely/shared-ui';

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
};

const SORTABLE = new Set<string>(['name', 'employeeId', 'jobRole', 'level', 'email']);
const WORK_MODES: Record<string, string> = { office: 'Office', wfh: 'Work from home', field: 'On field' };
// only level3 gets a peer's invitation from the server (PRODUCT.md §2)
const INVITATION_TAGS: Record<NonNullable<Peer['invitation']>['status'], { label: string; color: string }> = {
  pending: { label: 'Invited', color: 'processing' },
  expired: { label: 'Invitation expired', color: 'warning' },
  revoked: { label: 'Invitation revoked', color: 'default' },
};

/** The directory (PRODUCT.md §3 Manage Peers): sorted on the server; actions only for level3. */
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
}: PeerTableProps) {
  const contacts = peers.some((peer) => peer.employeeId !== undefined);
  const sortOrder = (key: PeerSort['sort']): 'ascend' | 'descend' | null =>
    sort.sort === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
  const columns: TableProps<Peer>['columns'] = [
    {
      title: 'Avatar',
      key: 'avatar',
      width: 64,
      render: (_, peer) => (
        <Avatar src={peer.profilePic ?? undefined} icon={<UserOutlined />} alt={`${peer.name}'s picture`} />
      ),
    },
    // the server sends employee ids and mobile numbers to level2 and level3 only (PRODUCT.md §2)
    ...(contacts
      ? [
          {
            title: 'Employee id',
            dataIndex: 'employeeId',
            key: 'employeeId',
            sorter: true,
            sortOrder: sortOrder('employeeId'),
          },
        ]
      : []),
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (name: string, peer) => {
        const invitation = peer.invitation && !peer.deletedAt ? INVITATION_TAGS[peer.invitation.status] : null;
        const tag = peer.deletedAt ? (
          <Tag>Deleted</Tag>
        ) : !peer.isActive ? (
          <Tag>Inactive</Tag>
        ) : invitation ? (
          <Tag color={invitation.color}>{invitation.label}</Tag>
        ) : null;
        return tag ? (
          <Space>
            {name}
            {tag}
          </Space>
        ) : (
          name
        );
      },
    },
    {
      title: 'Job role',
      key: 'jobRole',
      sorter: true,
      sortOrder: sortOrder('jobRole'),
      render: (_, peer) => peer.jobRole?.name ?? '—',
    },
    { title: 'Designation', key: 'designation', render: (_, peer) => peer.designation?.name ?? '—' },
    {
      title: 'Work mode',
      key: 'workMode',
      render: (_, peer) => WORK_MODES[peer.defaultWorkMode] ?? peer.defaultWorkMode,
    },
    { title: 'Skype', key: 'skype', render: (_, peer) => peer.imIds.skype ?? '—' },
    { title: 'Slack', key: 'slack', render: (_, peer) => peer.imIds.slack ?? '—' },
    { title: 'Zoom', key: 'zoom', render: (_, peer) => peer.imIds.zoom ?? '—' },
    {
      title: 'Level',
      dataIndex: 'level',
      key: 'level',
      sorter: true,
      sortOrder: sortOrder('level'),
      render: (level: Peer['level']) => LEVEL_LABELS[level],
    },
    { title: 'Time zone', dataIndex: 'timeZone', key: 'timeZone' },
    { title: 'Email', dataIndex: 'email', key: 'email', sorter: true, sortOrder: sortOrder('email') },
    ...(contacts ? [{ title: 'Mobile', key: 'phone', render: (_: unknown, peer: Peer) => peer.phone ?? '—' }] : []),
    { title: 'Location', key: 'location', render: (_, peer) => peer.location?.name ?? '—' },
    { title: 'Block', key: 'block', render: (_, peer) => peer.block?.name ?? '—' },
  ];
  if (canManage) {
    columns.push(
      pinnedColumn('end', {
        title: 'Actions',
        key: 'actions',
        width: peers.some((peer) => peer.invitation && !peer.deletedAt) ? 200 : 110,
        render: (_, peer) =>
          peer.deletedAt ? (
            <Tooltip title="Restore">
              <Button icon={<UndoOutlined />} aria-label={`Restore ${peer.name}`} onClick={() => onRestore(peer)} />
            </Tooltip>
          ) : (
            <Space>
              <Button icon={<EditOutlined />} aria-label={`Edit ${peer.name}`} onClick={() => onEdit(peer)} />
              {peer.invitation && (
                <Tooltip title="Send a new invitation (the old link stops working)">
                  <Button
                    icon={<MailOutlined />}
                    aria-label={`Resend invitation to ${peer.name}`}
                    onClick={() => onResendInvitation(peer)}
                  />
                </Tooltip>
              )}
              {peer.invitation && peer.invitation.status !== 'revoked' && (
                <ClickPopconfirm
                  title={`Revoke ${peer.name}'s invitation?`}
                  description="Their link stops working until you send a new one."
                  okText="Revoke"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onRevokeInvitation(peer)}
                >
                  <Button icon={<StopOutlined />} aria-label={`Revoke invitation of ${peer.name}`} />
                </ClickPopconfirm>
              )}
              <ClickPopconfirm
                title={`Delete ${peer.name}?`}
                description="They can no longer sign in; you can undo this."
                okText="Delete"
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(peer)}
              >
                <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${peer.name}`} />
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
      {...sidewaysScroll()}
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
