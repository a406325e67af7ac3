import { useServerForm } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { Alert, App, Button, Form, Input } from 'antd';
import { accountMessages } from './messages/messages';
import { useChangePassword } from './api/change-password';
import { confirmRules, newPasswordRules } from './password-rules';

type Values = { currentPassword: string; newPassword: string; confirm: string };

/** Change the signed-in user's password: the current one first, then the new one twice. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const t = useMessages(accountMessages);
  const { submit, saving, error } = useServerForm(
    form,
    ({ currentPassword, newPassword }: Values) => changePassword({ currentPassword, newPassword }),
    () => {
      form.resetFields();
      void message.success(t('change.done'));
    },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      aria-label={t('change.formName')}
      style={{ maxWidth: 420 }}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        label={t('change.current')}
        name="currentPassword"
        rules={[{ required: true, message: t('change.currentRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label={t('password.new')} name="newPassword" rules={newPasswordRules(t)} extra={t('change.rule')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('password.confirm')}
        name="confirm"
        dependencies={['newPassword']}
        rules={confirmRules(t, 'newPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('change.submit')}
      </Button>
    </Form>
  );
}
