import type { LoginResponse } from '@timely/contract';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useLogin } from '../api/login';
import { useSavePickedLanguage } from '../api/save-picked-language';
import { useMessages } from '@timely/shared-ui';
import { toApiError } from '../api-error';
import { authMessages } from '../messages/messages';
import { useErrorText } from '../use-error-text';
import { useFieldErrorText } from '../use-field-error-text';
import { useSession } from '../use-session';

type LoginFormProps = {
  /** Called after the session is stored. */
  onSignedIn?: (response: LoginResponse) => void;
};

type Values = { email: string; password: string };

/** Email and password sign-in; stores the session under the spec's keys on success. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const login = useLogin();
  const { login: storeSession } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<Values>();
  const t = useMessages(authMessages);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const savePickedLanguage = useSavePickedLanguage();

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const response = await login(values);
      storeSession(response);
      await savePickedLanguage();
      onSignedIn?.(response);
    } catch (caught) {
      const apiError = toApiError(caught);
      const fields = apiError.details.map((detail) => ({
        name: detail.field as keyof Values,
        errors: [fieldText(detail)],
      }));
      if (fields.length) form.setFields(fields);
      setError(errorText(apiError));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label={t('login.formName')}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        label={t('login.email')}
        name="email"
        rules={[
          { required: true, message: t('login.emailRequired') },
          { type: 'email', message: t('login.emailInvalid') },
        ]}
      >
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        label={t('login.password')}
        name="password"
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
