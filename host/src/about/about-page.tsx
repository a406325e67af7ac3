import { PageHeader, type RemoteKey, useMessages } from '@timely/shared-ui';
import { Card, Space } from 'antd';
import { useRemoteStatuses } from '../remotes/remote-status';
import { useRemoteManifests } from '../remotes/use-remote-manifests';
import { RemotesTable } from './remotes-table';
import { SharedLibrariesTable } from './shared-libraries-table';
import { aboutMessages } from './messages/messages';

/** What this portal is made of right now: every remote with its build and load state, and the shared libraries. */
export function AboutPage() {
  const t = useMessages(aboutMessages);
  const { remotes } = useRemoteStatuses();
  const entries = Object.entries(remotes).map(([remote, status]) => [remote, status!.url]) as Array<
    [RemoteKey, string]
  >;
  const manifests = useRemoteManifests(entries);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <PageHeader title={t('about.title')} subtitle={t('about.subtitle')} />
      <Card title={t('about.remotes')}>
        <RemotesTable remotes={remotes} manifests={manifests} />
      </Card>
      <Card title={t('about.libraries')}>
        <SharedLibrariesTable manifests={manifests} />
      </Card>
    </Space>
  );
}
