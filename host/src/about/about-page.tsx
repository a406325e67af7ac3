import { PageHeader, type RemoteKey } from '@timely/shared-ui';
import { Card, Space } from 'antd';
import { useRemoteStatuses } from '../remotes/remote-status';
import { useRemoteManifests } from '../remotes/use-remote-manifests';
import { RemotesTable } from './remotes-table';
import { SharedLibrariesTable } from './shared-libraries-table';

/** What this portal is made of right now: every remote with its build and load state, and the shared libraries. */
export function AboutPage() {
  const { remotes } = useRemoteStatuses();
  const entries = Object.entries(remotes).map(([remote, status]) => [remote, status!.url]) as Array<
    [RemoteKey, string]
  >;
  const manifests = useRemoteManifests(entries);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <PageHeader
        title="About this portal"
        subtitle="The remotes composed into this session, and the shared libraries they run on."
      />
      <Card title="Remotes">
        <RemotesTable remotes={remotes} manifests={manifests} />
      </Card>
      <Card title="Shared libraries">
        <SharedLibrariesTable manifests={manifests} />
      </Card>
    </Space>
  );
}
