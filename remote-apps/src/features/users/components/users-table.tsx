import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { DemoUser } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { pinnedColumn, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Button, Flex, Space, Typography, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { usersMessages } from '../messages/messages';
import type { UserSort, UserSortKey } from '../utils/filter-users';
import { usersPaths } from '../utils/user-options';
import { PopularityBar } from './popularity-bar';
import { UserAvatar } from './user-avatar';
import { UserStatusTag } from './user-status-tag';

type UsersTableProps = {
  users: DemoUser[];
  sort: UserSort;
  pagination: TableProps<DemoUser>['pagination'];
  onSort: (sort: UserSort) => void;
};

/** One page of the users: sorted and paged in the browser (the API answers the whole array). */
export function UsersTable({ users, sort, pagination, onSort }: UsersTableProps) {
  const t = useMessages(usersMessages);
  const navigate = useNavigate();
  const sortOrder = (key: UserSortKey): 'ascend' | 'descend' | null =>
    sort?.key === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (key: UserSortKey) => ({ key, sorter: true, sortOrder: sortOrder(key) });
  const columns: TableProps<DemoUser>['columns'] = [
    pinnedColumn('start', {
      title: t('users.list.user'),
      ...sortable('name'),
      render: (_, user) => (
        <Flex gap={12} align="center">
          <UserAvatar user={user} />
          <Flex vertical>
            <Link to={usersPaths.view(user.id)}>{user.name}</Link>
            <Typography.Text type="secondary">{user.email}</Typography.Text>
          </Flex>
        </Flex>
      ),
    }),
    { title: t('users.list.role'), ...sortable('role'), render: (_, user) => t(`users.role.${user.role}`) },
    {
      title: t('users.list.department'),
      ...sortable('department'),
      render: (_, user) => t(`users.department.${user.department}`),
    },
    {
      title: t('users.list.status'),
      ...sortable('status'),
      render: (_, user) => <UserStatusTag status={user.status} />,
    },
    {
      title: t('users.list.popularity'),
      ...sortable('popularity'),
      render: (_, user) => <PopularityBar value={user.popularity.popValue} />,
    },
    {
      title: t('users.list.actions'),
      key: 'actions',
      render: (_, user) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EyeOutlined aria-hidden />}
            aria-label={t('users.list.viewUser', { name: user.name })}
            onClick={() => void navigate(usersPaths.view(user.id))}
          >
            {t('users.list.view')}
          </Button>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('users.list.editUser', { name: user.name })}
            onClick={() => void navigate(usersPaths.edit(user.id))}
          >
            {t('users.list.edit')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<DemoUser>
      {...sidewaysScroll()}
      aria-label={t('users.list.tableLabel')}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={users}
      pagination={pagination}
      showSorterTooltip={false}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort') return;
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = one?.columnKey as UserSortKey | undefined;
        onSort(key && one?.order ? { key, order: one.order === 'ascend' ? 'asc' : 'desc' } : null);
      }}
    />
  );
}
