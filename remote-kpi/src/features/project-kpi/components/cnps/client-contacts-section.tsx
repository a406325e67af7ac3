import { exportPaths, type ClientContact } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useRecordEditor } from '../../hooks/use-record-editor';
import { useDeleteRecord } from '../../api/delete-record';
import { useRecords } from '../../api/get-records';
import { useSaveRecord } from '../../api/save-record';
import type { KpiProjectRef } from '../../project-kpi.types';
import { RecordActions } from '../record-actions';
import { RecordSection } from '../record-section';
import { ClientContactDrawer } from './client-contact-drawer';
import { kpiMessages } from '../../../../messages/messages';

export function ClientContactsSection({ project }: { project: KpiProjectRef }) {
  const list = useRecords('clientContacts', project.id);
  const save = useSaveRecord('clientContacts', project.id);
  const remove = useDeleteRecord('clientContacts', project.id);
  const t = useMessages(kpiMessages);
  const editor = useRecordEditor<ClientContact>();
  return (
    <>
      <RecordSection
        section="clientContacts"
        exportPath={exportPaths.kpiRecords('clientContacts', project.id)}
        query={list}
        isEmpty={(data) => data.items.length === 0}
        onAdd={project.canEdit ? editor.create : undefined}
      >
        {(data) => (
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
              ...(project.canEdit
                ? [
                    {
                      title: '',
                      key: 'actions',
                      width: 150,
                      render: (_: unknown, item: ClientContact) => (
                        <RecordActions
                          name={t('contact.recordName', { name: item.name })}
                          onEdit={() => editor.edit(item)}
                          onDelete={() => remove.mutateAsync(item._id)}
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </RecordSection>
      <ClientContactDrawer
        open={editor.open}
        record={editor.record}
        project={project}
        onClose={editor.close}
        onSave={(id, body) => save.mutateAsync({ id, body })}
      />
    </>
  );
}
