import { useServerForm } from '@timely/shared-auth';
import { LoadingState, portalHref, useMessages } from '@timely/shared-ui';
import { Alert, Button, Form, Input } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCreateWorkspace } from './api/create-workspace';
import { useWorkspaceSignup } from './api/get-workspace-signup';
import { accountMessages } from './messages/messages';
import { AuthScreen } from './auth-screen';

type Values = { companyName: string; adminName: string; adminEmail: string };

/**
 * A company of one's own (issue #33): its name and its first admin. Nothing is created yet (issue #48): the
 * address gets a link to confirm, where the admin chooses a password (confirm-workspace-page.tsx). The page
 * says "check your mail" whatever the address, as the server answers.
 */
export function CreateWorkspacePage() {
  const t = useMessages(accountMessages);
  const createWorkspace = useCreateWorkspace();
  const [form] = Form.useForm<Values>();
  const signup = useWorkspaceSignup();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { submit, saving, error } = useServerForm(
    form,
    async (values: Values) => {
      const adminEmail = values.adminEmail.trim();
      await createWorkspace({ companyName: values.companyName.trim(), adminName: values.adminName.trim(), adminEmail });
      setSentTo(adminEmail);
    },
    () => undefined,
  );

  if (signup.isPending) return <LoadingState label={t('workspace.loading')} />;
  if (sentTo) {
    return (
      <AuthScreen title={t('workspace.title')}>
        <Result
          status="success"
          title={t('workspace.sentTitle')}
          subTitle={t('workspace.sentText', { email: sentTo, hours: 24 })}
          extra={<Link to={portalHref('login')}>{t('workspace.backToSignIn')}</Link>}
        />
      </AuthScreen>
    );
  }
  if (signup.data && !signup.data.open) {
    return (
      <AuthScreen title={t('workspace.title')}>
        <Result
          status="info"
          title={t('workspace.closedTitle')}
          subTitle={t('workspace.closedText')}
          extra={<Link to={portalHref('login')}>{t('workspace.backToSignIn')}</Link>}
        />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={t('workspace.title')} subtitle={t('workspace.subtitle')}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label={t('workspace.title')}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item
          label={t('workspace.companyName')}
          name="companyName"
          rules={[
            { required: true, whitespace: true, message: t('workspace.companyNameRequired') },
            { min: 2, max: 100, message: t('workspace.length', { min: 2, max: 100 }) },
          ]}
        >
          <Input autoComplete="organization" autoFocus />
        </Form.Item>
        <Form.Item
          label={t('workspace.yourName')}
          name="adminName"
          rules={[
            { required: true, whitespace: true, message: t('workspace.nameRequired') },
            { min: 2, max: 80, message: t('workspace.length', { min: 2, max: 80 }) },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          label={t('workspace.email')}
          name="adminEmail"
          rules={[
            { required: true, message: t('workspace.emailRequired') },
            { type: 'email', message: t('workspace.emailInvalid') },
          ]}
        >
          <Input autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={saving}>
          {t('workspace.submit')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={portalHref('login')}>{t('workspace.haveAccount')}</Link>
      </div>
    </AuthScreen>
  );
}
