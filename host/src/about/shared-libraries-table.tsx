import { federationName, useMessages } from '@timely/shared-ui';
import type { RemoteKey } from '@timely/shared-ui';
import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import type { RemoteManifestInfo } from '../remotes/remote-manifest';
import { hostSharedRequirements, portalSharedVersions, sharedVersionsByApp } from '../remotes/shared-compat';
import { aboutMessages } from './messages/messages';

type SharedLibrariesTableProps = {
  manifests: Partial<Record<RemoteKey, { data?: RemoteManifestInfo; isLoading?: boolean }>>;
};

/**
 * Per shared library: the version the page runs, and for each app the range it asked for and the version
 * it got, singleton or not (a remote that brought a newer shared-ui runs it alone: the others keep theirs).
 */
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
  const got = sharedVersionsByApp();
  // busy until every manifest has answered: its columns fill in and widen the table as each arrives
  const loading = remotes.some((remote) => manifests[remote]?.isLoading);
  // "^2.0.0 → 2.0.0": what the app asked for, then what it runs (nothing yet while it has not taken a copy)
  const askedAndGot = (range: string | undefined, version: string | undefined): ReactNode =>
    range === undefined ? (
      ''
    ) : (
      <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {range} → {version ? <Tag color="blue">{version}</Tag> : t('about.notLoaded')}
      </span>
    );
  return (
    <Table
      rowKey="name"
      pagination={false}
      size="small"
      loading={loading}
      {...sidewaysScroll()}
      dataSource={names.map((name) => ({ name }))}
      columns={[
        { title: t('about.library'), dataIndex: 'name' },
        {
          title: t('about.used'),
          // every version some app took: two for a may-be-bundled package a remote brought a newer copy of
          render: (_, row) => {
            const inUse = [...new Set(Object.values(got).flatMap((apps) => apps[row.name] ?? []))].sort();
            const versions = inUse.length ? inUse : used[row.name] ? [used[row.name]!] : [];
            return versions.length
              ? versions.map((version) => (
                  <Tag key={version} color="blue">
                    {version}
                  </Tag>
                ))
              : t('about.notLoaded');
          },
        },
        {
          title: t('about.asksGets', { app: 'host' }),
          key: 'host',
          render: (_, row) => askedAndGot(host[row.name], got.host?.[row.name]),
        },
        ...remotes.map((remote) => ({
          title: t('about.asksGets', { app: remote }),
          key: remote,
          render: (_: unknown, row: { name: string }) =>
            askedAndGot(asked(remote, row.name), got[federationName(remote)]?.[row.name]),
        })),
      ]}
    />
  );
}
