import { FormDrawer } from '@timely/shared-auth';
import type { ClientContact, ClientContactBody } from '@timely/contract';
import { App, Form, Input } from 'antd';
import type { KpiProjectRef } from '../../project-kpi.types';

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
  const { message } = App.useApp();
  const name = record ? `client contact ${record.name} · ${project.name}` : `client contact · ${project.name}`;
  return (
    <FormDrawer<Values>
      open={open}
      title={record ? `Editing ${name}` : `New ${name}`}
      form={form}
      initialValues={{
        name: record?.name,
        email: record?.email ?? '',
        title: record?.title ?? '',
        phone: record?.phone ?? '',
      }}
      onSubmit={async (values) => {
        await onSave(record?._id, {
          name: values.name,
          email: values.email ?? '',
          title: values.title ?? '',
          phone: values.phone ?? '',
        });
        message.success(`Saved ${name}`);
      }}
      onClose={onClose}
    >
      <Form.Item
        label="Name"
        name="name"
        rules={[
          { required: true, whitespace: true, message: 'Enter the name' },
          { max: 120, message: 'Use at most 120 characters' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item label="Title" name="title" rules={[{ max: 120, message: 'Use at most 120 characters' }]}>
        <Input placeholder="e.g. Product owner" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[{ type: 'email', message: 'Enter a valid email address' }]}>
        <Input type="email" />
      </Form.Item>
      <Form.Item label="Phone" name="phone" rules={[{ max: 40, message: 'Use at most 40 characters' }]}>
        <Input />
      </Form.Item>
    </FormDrawer>
  );
}
