import { useServerForm, useSession } from '@timely/shared-auth';
import { LoadingState, portalHref, useMessages } from '@timely/shared-ui';
import { Alert, Button, Form, Input } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { Link, useNavigate } from 'react-router-dom';
import { useCreateWorkspace } from './api/create-workspace';
import { useWorkspaceSignup } from './api/get-workspace-signup';
import { accountMessages } from './messages/messages';
import { AuthScreen } from './auth-screen';
import { confirmRules, newPasswordRules } from './password-rules';

type Values = { companyName: string; adminName: string; adminEmail: string; password: string; confirm: string };

/** A company of one's own (issue #33): its name and its first admin, who is signed in at once. */
export function CreateWorkspacePage() {
  const t = useMessages(accountMessages);
  const createWorkspace = useCreateWorkspace();
  const navigate = useNavigate();
  const { login: storeSession } = useSession();
  const [form] = Form.useForm<Values>();
  const signup = useWorkspaceSignup();
  const { submit, saving, error } = useServerForm(
    form,
    async (values: Values) => {
      const session = await createWorkspace({
        companyName: values.companyName.trim(),
        adminName: values.adminName.trim(),
        adminEmail: values.adminEmail.trim(),
        password: values.password,
      });
      storeSession(session);
    },
    () => navigate(portalHref('overview'), { replace: true }),
  );

  if (signup.isPending) return <LoadingState label={t('workspace.loading')} />;
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
        <Form.Item label={t('workspace.password')} name="password" rules={newPasswordRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('workspace.confirm')}
          name="confirm"
          dependencies={['password']}
          rules={confirmRules(t, 'password')}
        >
          <Input.Password autoComplete="new-password" />
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
