import { PEER_FIELDS_MAX, type PeerField } from '@timely/contract';
import { useErrorText, QueryErrorState } from '@timely/shared-auth';
import { ClickPopconfirm, LoadingState, useMessages } from '@timely/shared-ui';
import { pinnedColumn, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { App, Button, Card, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { usePeerFields } from '../../../common/api/get-peer-fields';
import { peersMessages } from '../../../messages/messages';
import { useDeletePeerField } from '../api/delete-peer-field';
import { PeerFieldModal } from './peer-field-modal';

type Editing = { field: PeerField | null } | null;

/**
 * The company's own peer fields (people records): each has a type and says who may see its values; the
 * values are set on a peer's form. At most PEER_FIELDS_MAX.
 */
export function PeerFieldsCard() {
  const t = useMessages(peersMessages);
  const fields = usePeerFields();
  const [editing, setEditing] = useState<Editing>(null);
  const items = fields.data?.items ?? [];
  const full = items.length >= PEER_FIELDS_MAX;

  return (
    <Card title={t('settings.peerFields.title')} style={{ maxWidth: 720, marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('settings.peerFields.intro')}</Typography.Paragraph>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Button type="primary" disabled={full} onClick={() => setEditing({ field: null })}>
          {t('settings.peerFields.add')}
        </Button>
        {full && (
          <Typography.Text type="secondary">
            {t('settings.peerFields.full', { maximum: PEER_FIELDS_MAX })}
          </Typography.Text>
        )}
      </Flex>
      {fields.isPending ? (
        <LoadingState label={t('settings.peerFields.loading')} />
      ) : fields.isError ? (
        <QueryErrorState query={fields} title={t('settings.peerFields.loadError')} />
      ) : (
        <Table<PeerField>
          rowKey="_id"
          size="small"
          pagination={false}
          dataSource={items}
          {...sidewaysScroll()}
          locale={{ emptyText: t('settings.peerFields.empty') }}
          columns={[
            { key: 'name', title: t('settings.peerFields.name'), dataIndex: 'name' },
            {
              key: 'type',
              title: t('settings.peerFields.type'),
              render: (_, field) =>
                field.type === 'choice'
                  ? `${t('settings.peerFields.type.choice')}: ${field.choices.join(', ')}`
                  : t(`settings.peerFields.type.${field.type}`),
            },
            {
              key: 'visibility',
              title: t('settings.peerFields.visibility'),
              render: (_, field) => t(`settings.peerFields.visibility.${field.visibility}`),
            },
            pinnedColumn('end', {
              key: 'actions',
              align: 'end',
              render: (_, field) => <FieldActions field={field} onEdit={() => setEditing({ field })} />,
            }),
          ]}
        />
      )}
      {editing && <PeerFieldModal field={editing.field} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function FieldActions({ field, onEdit }: { field: PeerField; onEdit: () => void }) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const remove = useDeletePeerField();
  const { message } = App.useApp();
  const confirm = async () => {
    try {
      await remove(field._id);
      void message.success(t('settings.peerFields.deleted', { name: field.name }));
    } catch (caught) {
      void message.error(errorText(caught));
    }
  };
  return (
    <Space size={4}>
      <Button size="small" aria-label={t('settings.peerFields.editName', { name: field.name })} onClick={onEdit}>
        {t('settings.peerFields.edit')}
      </Button>
      <ClickPopconfirm
        title={t('settings.peerFields.deleteTitle', { name: field.name })}
        description={t('settings.peerFields.deleteText')}
        okText={t('settings.peerFields.delete')}
        okButtonProps={{ danger: true }}
        onConfirm={() => void confirm()}
      >
        <Button size="small" danger aria-label={t('settings.peerFields.deleteName', { name: field.name })}>
          {t('settings.peerFields.delete')}
        </Button>
      </ClickPopconfirm>
    </Space>
  );
}
