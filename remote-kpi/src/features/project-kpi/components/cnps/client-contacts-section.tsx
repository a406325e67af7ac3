import type { ClientContact } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import type { KpiProjectRef } from '../../project-kpi.types';
import { RecordEditor } from '../record-editor';
import { ClientContactDrawer } from './client-contact-drawer';
import { kpiMessages } from '../../../../messages/messages';

export function ClientContactsSection({ project }: { project: KpiProjectRef }) {
  const t = useMessages(kpiMessages);
  return (
    <RecordEditor
      kind="clientContacts"
      section="clientContacts"
      project={project}
      nameOf={(item) => t('contact.recordName', { name: item.name })}
      drawer={(props) => <ClientContactDrawer {...props} />}
    >
      {(data, actions) => (
        <Table<ClientContact>
          rowKey="_id"
          size="small"
          pagination={false}
          {...sidewaysScroll(680)}
          dataSource={data.items}
          aria-label={t('section.clientContacts.title')}
          columns={[
            { title: t('contact.name'), dataIndex: 'name' },
            { title: t('contact.title'), dataIndex: 'title' },
            {
              title: t('contact.email'),
              key: 'email',
              render: (_, item) => (item.email ? <a href={`mailto:${item.email}`}>{item.email}</a> : '—'),
            },
            { title: t('contact.phone'), key: 'phone', render: (_, item) => item.phone || '—' },
            ...actions.column,
          ]}
        />
      )}
    </RecordEditor>
  );
}
