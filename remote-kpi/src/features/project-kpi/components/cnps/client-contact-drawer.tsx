import type { ClientContact, ClientContactBody } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Form, Input } from 'antd';
import type { KpiProjectRef } from '../../project-kpi.types';
import { RecordFormDrawer } from '../record-form-drawer';
import { kpiMessages } from '../../../../messages/messages';

type ClientContactDrawerProps = {
  open: boolean;
  record: ClientContact | null;
  project: KpiProjectRef;
  onClose: () => void;
  onSave: (id: string | undefined, body: ClientContactBody) => Promise<unknown>;
};
type Values = { name: string; email: string; title: string; phone: string };

export function ClientContactDrawer({ open, record, project, onClose, onSave }: ClientContactDrawerProps) {
  const [form] = Form.useForm<Values>();
  const t = useMessages(kpiMessages);
  const name = record
    ? t('contact.nameOf', { name: record.name, project: project.name })
    : t('contact.nameNew', { project: project.name });
  return (
    <RecordFormDrawer<Values>
      open={open}
      record={record}
      name={name}
      form={form}
      initialValues={{
        name: record?.name,
        email: record?.email ?? '',
        title: record?.title ?? '',
        phone: record?.phone ?? '',
      }}
      onSubmit={(values) =>
        onSave(record?._id, {
          name: values.name,
          email: values.email ?? '',
          title: values.title ?? '',
          phone: values.phone ?? '',
        })
      }
      onClose={onClose}
    >
      <Form.Item
        label={t('contact.name')}
        name="name"
        rules={[
          { required: true, whitespace: true, message: t('contact.nameRequired') },
          { max: 120, message: t('rules.atMostCharacters', { max: 120 }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        label={t('contact.title')}
        name="title"
        rules={[{ max: 120, message: t('rules.atMostCharacters', { max: 120 }) }]}
      >
        <Input placeholder={t('contact.titlePlaceholder')} />
      </Form.Item>
      <Form.Item
        label={t('contact.email')}
        name="email"
        rules={[{ type: 'email', message: t('contact.emailInvalid') }]}
      >
        <Input type="email" />
      </Form.Item>
      <Form.Item
        label={t('contact.phone')}
        name="phone"
        rules={[{ max: 40, message: t('rules.atMostCharacters', { max: 40 }) }]}
      >
        <Input />
      </Form.Item>
    </RecordFormDrawer>
  );
}
