import {
  PEER_FIELD_NAME_MAX,
  PEER_FIELD_TYPES,
  PEER_FIELD_VISIBILITIES,
  PEER_FIELDS_MAX,
  type FieldError,
  type PeerField,
  type PeerFieldType,
  type PeerFieldVisibility,
} from '@timely/contract';
import {
  toApiError,
  useErrorText,
  useFieldErrorText,
  useFieldSentenceText,
  QueryErrorState,
} from '@timely/shared-auth';
import { ClickPopconfirm, LoadingState, useMessages } from '@timely/shared-ui';
import { pinnedColumn, Select, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { App, Button, Card, Flex, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { usePeerFields } from '../../../common/api/get-peer-fields';
import { peersMessages } from '../../../messages/messages';
import { useDeletePeerField } from '../api/delete-peer-field';
import { useSavePeerField } from '../api/save-peer-field';

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

type Values = { name: string; type: PeerFieldType; choices?: string[]; visibility: PeerFieldVisibility };
const PLACED = ['name', 'type', 'choices', 'visibility'];

function PeerFieldModal({ field, onClose }: { field: PeerField | null; onClose: () => void }) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const fieldSentence = useFieldSentenceText();
  const save = useSavePeerField();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('type', form) ?? field?.type;

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const choices = values.type === 'choice' ? (values.choices ?? []).map((choice) => choice.trim()) : undefined;
      const body = field
        ? { name: values.name.trim(), visibility: values.visibility, ...(choices ? { choices } : {}) }
        : {
            name: values.name.trim(),
            type: values.type,
            visibility: values.visibility,
            ...(choices ? { choices } : {}),
          };
      await save(field?._id ?? null, body);
      void message.success(t('settings.peerFields.saved', { name: body.name }));
      onClose();
    } catch (caught) {
      const error = toApiError(caught);
      const top = (detail: FieldError) => detail.field.split('.')[0]!;
      const placed = (detail: FieldError) => PLACED.includes(top(detail));
      form.setFields(
        error.details
          .filter(placed)
          .map((detail) => ({ name: top(detail) as keyof Values, errors: [fieldText(detail)] })),
      );
      const elsewhere = error.details.filter((detail) => !placed(detail));
      if (!error.details.length) void message.error(errorText(error));
      else if (elsewhere.length) void message.error(elsewhere.map(fieldSentence).join(' '));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={field ? t('settings.peerFields.editTitle') : t('settings.peerFields.addTitle')}
      okText={t('settings.peerFields.save')}
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        initialValues={
          field
            ? { name: field.name, type: field.type, choices: field.choices, visibility: field.visibility }
            : { type: 'text', visibility: 'everyone', choices: [] }
        }
      >
        <Form.Item
          label={t('settings.peerFields.name')}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t('settings.peerFields.nameRequired') },
            { max: PEER_FIELD_NAME_MAX, message: t('settings.peerFields.nameMax', { maximum: PEER_FIELD_NAME_MAX }) },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('settings.peerFields.type')}
          name="type"
          extra={field ? t('settings.peerFields.typeStays') : undefined}
        >
          <Select
            disabled={Boolean(field)}
            options={PEER_FIELD_TYPES.map((value) => ({ value, label: t(`settings.peerFields.type.${value}`) }))}
          />
        </Form.Item>
        {type === 'choice' && (
          <Form.Item
            label={t('settings.peerFields.choices')}
            name="choices"
            extra={t('settings.peerFields.choicesHint')}
            rules={[{ required: true, type: 'array', min: 1, message: t('settings.peerFields.choicesRequired') }]}
          >
            <Select mode="tags" open={false} tokenSeparators={[',']} aria-label={t('settings.peerFields.choices')} />
          </Form.Item>
        )}
        <Form.Item label={t('settings.peerFields.visibility')} name="visibility">
          <Select
            options={PEER_FIELD_VISIBILITIES.map((value) => ({
              value,
              label: t(`settings.peerFields.visibility.${value}`),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
