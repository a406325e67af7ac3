import { useApiClient, useServerForm } from '@timely/shared-auth';
import { portalHref } from '@timely/shared-ui';
import { Alert, Button, Form, Input } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from './api/password-api';
import { AuthScreen } from './auth-screen';

type Values = { email: string };

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  const client = useApiClient();
  const [form] = Form.useForm<Values>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    submit,
    saving: sending,
    error,
  } = useServerForm(
    form,
    async (values: Values) => {
      await requestPasswordReset(client, { email: values.email.trim() });
      setSentTo(values.email.trim());
    },
    () => undefined, // the answer replaces the form (sentTo)
  );

  if (sentTo) {
    return (
      <AuthScreen title="Check your inbox">
        <Result
          status="success"
          title="Reset link on its way"
          subTitle={`If ${sentTo} has a Timely account, we sent it a link to choose a new password. The link works for a limited time.`}
          extra={<Link to={portalHref('login')}>Back to sign in</Link>}
        />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen
      title="Forgot your password?"
      subtitle="Enter your email and we'll send you a link to choose a new one."
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label="Forgot password">
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, message: 'Enter your email' },
            { type: 'email', message: 'Enter a valid email address' },
          ]}
        >
          <Input autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={sending}>
          Send reset link
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={portalHref('login')}>Back to sign in</Link>
      </div>
    </AuthScreen>
  );
}
