import { useApiClient } from '@timely/shared-auth';
import { portalHref } from '@timely/shared-ui';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { resetPassword } from '../api/reset-password';
import { AuthScreen } from '../components/auth-screen';
import { applyServerErrors } from '../utils/apply-server-errors';
import { confirmRules, newPasswordRules } from '../utils/password-rules';

type Values = { password: string; confirm: string };

/** Chooses a new password from the emailed link (`/pages/reset-password?token=…`). */
export function ResetPasswordPage() {
  const client = useApiClient();
  const token = useSearchParams()[0].get('token');
  const [form] = Form.useForm<Values>();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!token) {
    return (
      <AuthScreen title="Reset your password">
        <Result status="warning" title="This link is incomplete" subTitle="Open the link from the email again, or ask for a new one." extra={<Link to={portalHref('forgotPassword')}>Ask for a new link</Link>} />
      </AuthScreen>
    );
  }
  if (done) {
    return (
      <AuthScreen title="Password changed">
        <Result status="success" title="Your new password is set" subTitle="Sign in with it now." extra={<Link to={portalHref('login')}>Sign in</Link>} />
      </AuthScreen>
    );
  }

  const submit = async (values: Values) => {
    setSaving(true);
    setError(null);
    try {
      await resetPassword(client, { token, password: values.password });
      setDone(true);
    } catch (caught) {
      setError(applyServerErrors(form, caught, ['password']));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthScreen title="Reset your password" subtitle="Choose a new password: at least 10 characters, with a letter and a digit or symbol.">
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label="Reset password">
        {error && (
          <Alert type="error" showIcon title={error} description={<Link to={portalHref('forgotPassword')}>Ask for a new link</Link>} style={{ marginBottom: 16 }} />
        )}
        <Form.Item label="New password" name="password" rules={newPasswordRules}>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item label="Confirm new password" name="confirm" dependencies={['password']} rules={confirmRules('password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={saving}>Set new password</Button>
      </Form>
    </AuthScreen>
  );
}
