import type { LoginResponse } from '@timely/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { login } from '../api/login';
import { useApiClient } from '../api-client.atoms';
import { toApiError } from '../api-error';
import { useSession } from '../use-session';

type LoginFormProps = {
  /** Called after the session is stored. */
  onSignedIn?: (response: LoginResponse) => void;
};

type Values = { email: string; password: string };

/** Email and password sign-in; stores the session under the spec's keys on success. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const client = useApiClient();
  const { login: storeSession } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<Values>();

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const response = await login(client, values);
      storeSession(response);
      onSignedIn?.(response);
    } catch (caught) {
      const apiError = toApiError(caught);
      const fields = apiError.details.map((detail) => ({
        name: detail.field as keyof Values,
        errors: [detail.message],
      }));
      if (fields.length) form.setFields(fields);
      setError(apiError.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label="Sign in">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: 'Enter your email' },
          { type: 'email', message: 'Enter a valid email address' },
        ]}
      >
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Sign in
      </Button>
    </Form>
  );
}
