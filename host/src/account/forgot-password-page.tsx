import { useServerForm } from '@timely/shared-auth';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Alert, Button, Form, Input } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRequestPasswordReset } from './api/request-password-reset';
import { accountMessages } from './messages/messages';
import { AuthScreen } from './auth-screen';

type Values = { email: string };

/** Asks for a reset link. The answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  const requestPasswordReset = useRequestPasswordReset();
  const [form] = Form.useForm<Values>();
  const t = useMessages(accountMessages);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    submit,
    saving: sending,
    error,
  } = useServerForm(
    form,
    async (values: Values) => {
      await requestPasswordReset({ email: values.email.trim() });
      setSentTo(values.email.trim());
    },
    () => undefined, // the answer replaces the form (sentTo)
  );

  if (sentTo) {
    return (
      <AuthScreen title={t('forgot.sentTitle')}>
        <Result
          status="success"
          title={t('forgot.sentResult')}
          subTitle={t('forgot.sentText', { email: sentTo })}
          extra={<Link to={portalHref('login')}>{t('forgot.back')}</Link>}
        />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label={t('forgot.formName')}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item
          label={t('forgot.email')}
          name="email"
          rules={[
            { required: true, message: t('forgot.emailRequired') },
            { type: 'email', message: t('forgot.emailInvalid') },
          ]}
        >
          <Input autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={sending}>
          {t('forgot.send')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={portalHref('login')}>{t('forgot.back')}</Link>
      </div>
    </AuthScreen>
  );
}
