import { useMessages } from '@timely/shared-ui';
import type { RemoteKey } from '@timely/shared-ui';
import { Tag, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import type { RemoteManifestInfo } from '../remotes/remote-manifest';
import type { RemoteStatus } from '../remotes/remote-status';
import { useScreenSources } from '../screens/screen-store';
import { aboutMessages } from './messages/messages';

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
  const t = useMessages(aboutMessages);
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
          title: t('about.remote'),
          dataIndex: 'remote',
          render: (remote: string, row) => (
            <>
              {remote}
              {row.status.overridden && (
                <Tag color="orange" style={{ marginLeft: 8 }}>
                  {t('about.override')}
                </Tag>
              )}
            </>
          ),
        },
        {
          title: t('about.manifestUrl'),
          render: (_, row) => (
            <Typography.Text code copyable style={{ whiteSpace: 'nowrap' }}>
              {row.status.url}
            </Typography.Text>
          ),
        },
        {
          title: t('about.version'),
          render: (_, row) =>
            row.status.version ?? row.manifest?.data?.version ?? (row.manifest?.error ? t('about.unreachable') : '…'),
        },
        { title: t('about.build'), render: (_, row) => row.status.buildId ?? row.manifest?.data?.buildId ?? '' },
        // where the portal's routes and menu entries for this remote come from: published, a copy, or built in
        {
          title: t('about.screens'),
          render: (_, row) =>
            t('about.screenCount', { count: screens[row.remote].screens.length, source: screens[row.remote].source }),
        },
        {
          title: t('about.status'),
          render: (_, row) => (
            <Tag color={STATE_COLORS[row.status.state]} title={row.status.error}>
              {t('about.state', { state: row.status.state })}
            </Tag>
          ),
        },
        {
          title: t('about.loadTime'),
          render: (_, row) =>
            row.status.loadMs === undefined ? '' : t('about.milliseconds', { ms: row.status.loadMs }),
        },
      ]}
    />
  );
}
