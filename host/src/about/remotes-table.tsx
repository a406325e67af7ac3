import type { RemoteKey } from '@timely/shared-ui';
import { Tag, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import type { RemoteManifestInfo } from '../remotes/remote-manifest';
import type { RemoteStatus } from '../remotes/remote-status';
import { useScreenSources } from '../screens/screen-store';

type RemotesTableProps = {
  remotes: Partial<Record<RemoteKey, RemoteStatus>>;
  manifests: Partial<Record<RemoteKey, { data?: RemoteManifestInfo; error: Error | null }>>;
};

const STATE_COLORS: Record<RemoteStatus['state'], string> = {
  'not loaded': 'default',
  loading: 'processing',
  loaded: 'success',
  failed: 'error',
  incompatible: 'warning',
};

export function RemotesTable({ remotes, manifests }: RemotesTableProps) {
  const screens = useScreenSources();
  const rows = (Object.entries(remotes) as Array<[RemoteKey, RemoteStatus]>).map(([remote, status]) => ({
    remote,
    status,
    manifest: manifests[remote],
  }));
  return (
    <Table
      rowKey="remote"
      pagination={false}
      size="small"
      {...sidewaysScroll()}
      dataSource={rows}
      columns={[
        {
          title: 'Remote',
          dataIndex: 'remote',
          render: (remote: string, row) => (
            <>
              {remote}
              {row.status.overridden && (
                <Tag color="orange" style={{ marginLeft: 8 }}>
                  override
                </Tag>
              )}
            </>
          ),
        },
        {
          title: 'Manifest URL',
          render: (_, row) => (
            <Typography.Text code copyable style={{ whiteSpace: 'nowrap' }}>
              {row.status.url}
            </Typography.Text>
          ),
        },
        {
          title: 'Version',
          render: (_, row) =>
            row.status.version ?? row.manifest?.data?.version ?? (row.manifest?.error ? 'unreachable' : '…'),
        },
        { title: 'Build', render: (_, row) => row.status.buildId ?? row.manifest?.data?.buildId ?? '' },
        // where the portal's routes and menu entries for this remote come from: published, a copy, or built in
        {
          title: 'Screens',
          render: (_, row) => `${screens[row.remote].screens.length} (${screens[row.remote].source})`,
        },
        {
          title: 'Status',
          render: (_, row) => (
            <Tag color={STATE_COLORS[row.status.state]} title={row.status.error}>
              {row.status.state}
            </Tag>
          ),
        },
        { title: 'Load time', render: (_, row) => (row.status.loadMs === undefined ? '' : `${row.status.loadMs} ms`) },
      ]}
    />
  );
}
