import { useServerForm, useSession } from '@timely/shared-auth';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Alert, Button, Form, Input } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useConfirmWorkspace } from './api/confirm-workspace';
import { accountMessages } from './messages/messages';
import { AuthScreen } from './auth-screen';
import { confirmRules, newPasswordRules } from './password-rules';

type Values = { password: string; confirm: string };

/**
 * `/pages/create-workspace/confirm#token=…`, the link the sign-up mail carries (issue #48): the admin
 * chooses a password, the company is created and they are signed in. The token sits in the fragment,
 * which the browser never sends to a server (so no log holds it); the page sends it in the body only.
 */
export function ConfirmWorkspacePage() {
  const t = useMessages(accountMessages);
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token');
  const confirmWorkspace = useConfirmWorkspace();
  const navigate = useNavigate();
  const { login: storeSession } = useSession();
  const [form] = Form.useForm<Values>();
  // the form only shows with a token (below), so the save never runs without one
  const { submit, saving, error } = useServerForm(
    form,
    async (values: Values) => storeSession(await confirmWorkspace({ token: token ?? '', password: values.password })),
    () => navigate(portalHref('overview'), { replace: true }),
  );

  if (!token) {
    return (
      <AuthScreen title={t('workspace.confirmTitle')}>
        <Result
          status="warning"
          title={t('reset.incompleteTitle')}
          subTitle={t('workspace.incompleteText')}
          extra={<Link to={portalHref('createWorkspace')}>{t('workspace.newLink')}</Link>}
        />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={t('workspace.confirmTitle')} subtitle={t('workspace.confirmSubtitle')}>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        aria-label={t('workspace.confirmTitle')}
      >
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            description={<Link to={portalHref('createWorkspace')}>{t('workspace.newLink')}</Link>}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item label={t('workspace.password')} name="password" rules={newPasswordRules(t)}>
          <Input.Password autoComplete="new-password" autoFocus />
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
          {t('workspace.confirmSubmit')}
        </Button>
      </Form>
    </AuthScreen>
  );
}
