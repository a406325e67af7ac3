import { useApiClient, useServerForm } from '@timely/shared-auth';
import { portalHref } from '@timely/shared-ui';
import { Alert, Button, Form, Input } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { resetPassword } from './api/password-api';
import { AuthScreen } from './auth-screen';
import { confirmRules, newPasswordRules } from './password-rules';

type Values = { password: string; confirm: string };

/** Chooses a new password from the emailed link (`/pages/reset-password?token=…`). */
export function ResetPasswordPage() {
  const client = useApiClient();
  const token = useSearchParams()[0].get('token');
  const [form] = Form.useForm<Values>();
  const [done, setDone] = useState(false);
  // the form only shows with a token (below), so the save never runs without one
  const { submit, saving, error } = useServerForm(
    form,
    (values: Values) => resetPassword(client, { token: token ?? '', password: values.password }),
    () => setDone(true),
  );

  if (!token) {
    return (
      <AuthScreen title="Reset your password">
        <Result
          status="warning"
          title="This link is incomplete"
          subTitle="Open the link from the email again, or ask for a new one."
          extra={<Link to={portalHref('forgotPassword')}>Ask for a new link</Link>}
        />
      </AuthScreen>
    );
  }
  if (done) {
    return (
      <AuthScreen title="Password changed">
        <Result
          status="success"
          title="Your new password is set"
          subTitle="Sign in with it now."
          extra={<Link to={portalHref('login')}>Sign in</Link>}
        />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Reset your password"
      subtitle="Choose a new password: at least 10 characters, with a letter and a digit or symbol."
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label="Reset password">
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            description={<Link to={portalHref('forgotPassword')}>Ask for a new link</Link>}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item label="New password" name="password" rules={newPasswordRules}>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirm"
          dependencies={['password']}
          rules={confirmRules('password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={saving}>
          Set new password
        </Button>
      </Form>
    </AuthScreen>
  );
}
