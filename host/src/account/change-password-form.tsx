import { useApiClient, useServerForm } from '@timely/shared-auth';
import { Alert, App, Button, Form, Input } from 'antd';
import { changePassword } from './api/password-api';
import { confirmRules, newPasswordRules } from './password-rules';

type Values = { currentPassword: string; newPassword: string; confirm: string };

/** Change the signed-in user's password: the current one first, then the new one twice. */
export function ChangePasswordForm() {
  const client = useApiClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { submit, saving, error } = useServerForm(
    form,
    ({ currentPassword, newPassword }: Values) => changePassword(client, { currentPassword, newPassword }),
    () => {
      form.resetFields();
      void message.success('Your password is changed.');
    },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      aria-label="Change password"
      style={{ maxWidth: 420 }}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Current password"
        name="currentPassword"
        rules={[{ required: true, message: 'Enter your current password' }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="New password"
        name="newPassword"
        rules={newPasswordRules}
        extra="At least 10 characters, with a letter and a digit or symbol."
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirm"
        dependencies={['newPassword']}
        rules={confirmRules('newPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Change password
      </Button>
    </Form>
  );
}
