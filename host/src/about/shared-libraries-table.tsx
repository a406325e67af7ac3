import { useMessages } from '@timely/shared-ui';
import type { RemoteKey } from '@timely/shared-ui';
import { Tag } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import type { RemoteManifestInfo } from '../remotes/remote-manifest';
import { hostSharedRequirements, portalSharedVersions } from '../remotes/shared-compat';
import { aboutMessages } from './messages/messages';

type SharedLibrariesTableProps = {
  manifests: Partial<Record<RemoteKey, { data?: RemoteManifestInfo }>>;
};

/** Per shared library: the version the portal actually runs, and the range each app asked for. */
export function SharedLibrariesTable({ manifests }: SharedLibrariesTableProps) {
  const t = useMessages(aboutMessages);
  const used = portalSharedVersions();
  const host = hostSharedRequirements();
  const remotes = Object.keys(manifests) as RemoteKey[];
  const names = [
    ...new Set([
      ...Object.keys(used),
      ...Object.keys(host),
      ...remotes.flatMap((remote) => manifests[remote]?.data?.shared.map((entry) => entry.name) ?? []),
    ]),
  ].sort();
  const asked = (remote: RemoteKey, name: string) =>
    manifests[remote]?.data?.shared.find((entry) => entry.name === name)?.requiredVersion;
  return (
    <Table
      rowKey="name"
      pagination={false}
      size="small"
      {...sidewaysScroll()}
      dataSource={names.map((name) => ({ name }))}
      columns={[
        { title: t('about.library'), dataIndex: 'name' },
        {
          title: t('about.used'),
          render: (_, row) => (used[row.name] ? <Tag color="blue">{used[row.name]}</Tag> : t('about.notLoaded')),
        },
        { title: t('about.asks', { app: 'host' }), render: (_, row) => host[row.name] ?? '' },
        ...remotes.map((remote) => ({
          title: t('about.asks', { app: remote }),
          key: remote,
          render: (_: unknown, row: { name: string }) => asked(remote, row.name) ?? '',
        })),
      ]}
    />
  );
}
