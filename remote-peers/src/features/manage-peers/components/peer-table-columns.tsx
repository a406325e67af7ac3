import { UserOutlined } from '@ant-design/icons';
import type { Peer } from '@timely/contract';
import { pinnedColumn } from '@timely/shared-ui/antd-more';
import { Avatar, type TableProps } from 'antd';
import type { PeersTranslate } from '../../../messages/messages';
import { PeerNameCell } from './peer-name-cell';
import { PeerRowActions, type PeerRowHandlers } from './peer-row-actions';
import type { PeerSort } from './peer-table';

type Columns = NonNullable<TableProps<Peer>['columns']>;
type SortOrder = (key: PeerSort['sort']) => 'ascend' | 'descend' | null;

/** The messengers' names: brands, the same in every language. */
const IM_APPS = [
  ['skype', 'Skype'],
  ['slack', 'Slack'],
  ['zoom', 'Zoom'],
] as const;

/**
 * The directory's columns; `contacts` when the server sent employee ids and mobile numbers, and the actions
 * column when the reader may manage peers.
 */
export function peerTableColumns(
  t: PeersTranslate,
  {
    peers,
    contacts,
    sortOrder,
    actions,
  }: { peers: Peer[]; contacts: boolean; sortOrder: SortOrder; actions?: PeerRowHandlers },
): Columns {
  const columns = [...whoColumns(t, contacts, sortOrder), ...reachColumns(t, contacts, sortOrder)];
  if (actions) columns.push(actionsColumn(t, peers, actions));
  return columns;
}

/** Who the peer is: picture, employee id, name, job role, designation and manager. */
function whoColumns(t: PeersTranslate, contacts: boolean, sortOrder: SortOrder): Columns {
  return [
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
      render: (name: string, peer) => <PeerNameCell name={name} peer={peer} />,
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
  ];
}

/** How and where to reach the peer: work mode, messengers, level, time zone, e-mail, mobile and place. */
function reachColumns(t: PeersTranslate, contacts: boolean, sortOrder: SortOrder): Columns {
  return [
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
}

function actionsColumn(t: PeersTranslate, peers: Peer[], actions: PeerRowHandlers): Columns[number] {
  return pinnedColumn('end', {
    title: t('peers.table.actions'),
    key: 'actions',
    width: peers.some((peer) => peer.invitation && !peer.deletedAt) ? 200 : 110,
    render: (_, peer) => <PeerRowActions peer={peer} {...actions} />,
  });
}
