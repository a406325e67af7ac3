import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { DemoUser } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { theme, type TableProps } from 'antd';
import { usersMessages } from '../messages/messages';

type Permissions = NonNullable<DemoUser['permissions']>;
type Row = { resource: keyof Permissions } & Permissions[keyof Permissions];
const ACTIONS = ['read', 'write', 'create', 'delete'] as const;

/** What the user may do with users, posts and comments: a tick or a cross, each with its words. */
export function PermissionsTable({ name, permissions }: { name: string; permissions: Permissions }) {
  const t = useMessages(usersMessages);
  const { token } = theme.useToken();
  const rows: Row[] = (['users', 'posts', 'comments'] as const).map((resource) => ({
    resource,
    ...permissions[resource],
  }));
  const columns: TableProps<Row>['columns'] = [
    {
      title: t('users.view.resource'),
      key: 'resource',
      render: (_, row) => t(`users.view.resource.${row.resource}`),
    },
    ...ACTIONS.map((action) => ({
      title: t(`users.view.${action}`),
      key: action,
      align: 'center' as const,
      render: (_: unknown, row: Row) =>
        row[action] ? (
          <CheckOutlined role="img" aria-label={t('users.view.allowed')} style={{ color: token.colorSuccess }} />
        ) : (
          <CloseOutlined
            role="img"
            aria-label={t('users.view.notAllowed')}
            style={{ color: token.colorTextSecondary }}
          />
        ),
    })),
  ];
  return (
    <Table<Row>
      {...sidewaysScroll()}
      aria-label={t('users.view.permissionsLabel', { name })}
      rowKey="resource"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={rows}
    />
  );
}
