import type { SessionUser } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import { Alert, App, Button, Form, Input } from 'antd';
import { Select } from '@timely/shared-ui/antd-more';
import { useMemo } from 'react';
import { useUpdateMe } from './api/update-me';

type Values = { name: string; timeZone: string };

/** The user's own name and time zone; every date in the portal shows in that zone. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const updateMe = useUpdateMe();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { submit, saving, error } = useServerForm(
    form,
    (values: Values) => updateMe({ name: values.name.trim(), timeZone: values.timeZone }),
    () => void message.success('Your profile is saved.'),
  );
  const zones = useMemo(
    () => Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [],
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ name: user.name, timeZone: user.timeZone }}
      onFinish={submit}
      requiredMark={false}
      aria-label="Profile"
      style={{ maxWidth: 420 }}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Name"
        name="name"
        rules={[
          { required: true, whitespace: true, message: 'Enter your name' },
          { min: 2, max: 80, message: 'Use 2 to 80 characters' },
        ]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      {/* not a form field (no name), so the label is tied to the input by hand */}
      <Form.Item label="Email" htmlFor="profile-email" extra="Ask your company admin to change it.">
        <Input id="profile-email" value={user.email} disabled />
      </Form.Item>
      <Form.Item label="Time zone" name="timeZone" rules={[{ required: true, message: 'Choose your time zone' }]}>
        <Select showSearch options={zones} aria-label="Time zone" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Save changes
      </Button>
    </Form>
  );
}
